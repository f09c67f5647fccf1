// The face format is the facade's vocabulary: a test that builds a face in Swift (`FaceDocument`,
// `ComplicationDocument`, `TextDocument`...) or names a device or a lock state needs `import Dial` alone. DialModel
// is no product of its own, so without these a user package could reach those types only through a module it never
// declared. Each is named rather than the whole module: DialModel also holds `SourceLocation` and other JSON
// machinery whose names would clash with Swift Testing's in every test file that imports both.
@_exported import struct DialModel.FaceDocument
@_exported import struct DialModel.SchemaVersion
@_exported import struct DialModel.ClockDocument
@_exported import struct DialModel.SettingsDocument
@_exported import struct DialModel.VariantDocument
@_exported import struct DialModel.VariantName
@_exported import struct DialModel.CustomSlotDocument
@_exported import struct DialModel.FrameDocument
@_exported import struct DialModel.AlwaysOnDocument
@_exported import struct DialModel.ElementAlwaysOnDocument
@_exported import struct DialModel.LintDocument
@_exported import struct DialModel.ComplicationDocument
@_exported import struct DialModel.TimelineEntryDocument
@_exported import struct DialModel.RelevanceDocument
@_exported import struct DialModel.ReloadBudgetDocument
@_exported import struct DialModel.FaceEventDocument
@_exported import enum DialModel.LocationPermission
@_exported import enum DialModel.ReloadPolicyDocument
@_exported import enum DialModel.ContentDocument
@_exported import struct DialModel.StackDocument
@_exported import struct DialModel.GaugeDocument
@_exported import struct DialModel.RingsDocument
@_exported import struct DialModel.RingDocument
@_exported import struct DialModel.CurvedTextDocument
@_exported import struct DialModel.ChartDocument
@_exported import struct DialModel.ImageTemplateDocument
@_exported import struct DialModel.ImageDocument
@_exported import struct DialModel.ViewBox
@_exported import struct DialModel.PathData
@_exported import struct DialModel.PathText
@_exported import struct DialModel.TextDocument
@_exported import struct DialModel.UnitInterval
@_exported import struct DialModel.MinimumScale
@_exported import struct DialModel.SlotID
@_exported import struct DialModel.Color
@_exported import struct DialModel.Timestamp
@_exported import struct DialModel.TimeSpan
@_exported import struct DialModel.TimeZoneName
@_exported import struct DialModel.LocaleName
@_exported import struct DialModel.FaceError
@_exported import enum DialModel.MessagePolicy
@_exported import struct DialModel.JSONPath
@_exported import enum DialModel.DeviceID
@_exported import enum DialModel.Display
@_exported import enum DialModel.LockState
@_exported import enum DialModel.PrivacyChoice
@_exported import enum DialModel.RenderingMode
@_exported import enum DialModel.AlwaysOnRenderingMode
@_exported import enum DialModel.FaceStyle
@_exported import enum DialModel.Family
@_exported import enum DialModel.DataProtection
@_exported import enum DialModel.RedactionStyle
@_exported import enum DialModel.TextStyle
@_exported import enum DialModel.IconName
@_exported import enum DialModel.GaugeStyle
@_exported import enum DialModel.ChartStyle
@_exported import enum DialModel.ClockKind
@_exported import enum DialModel.Numerals
@_exported import enum DialModel.TickStyle
@_exported import enum DialModel.DateStyle
@_exported import enum DialModel.ScreenCorner
@_exported import struct DialModel.Device
// The pipeline's types that Dial's own API takes and returns: a context's time (`RenderContext`), a timeline's
// stepping and budgets (`TimelineRequest`, `TimelineFiles`). The pipeline's own overrides are not among them: every
// entry point takes a `RenderContext`.
@_exported import enum DialCore.TimeOverride
@_exported import enum DialCore.FrameStepping
@_exported import struct DialCore.ReloadBudget
@_exported import struct DialCore.Schedule
