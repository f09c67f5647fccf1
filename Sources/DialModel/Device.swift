/// A watch screen: its size in pixels, its corner radius and the column of the size tables it uses.
public struct Device: Hashable, Sendable {
    /// The screen's name in face files and on the command line (`45mm`).
    public var id: DeviceID
    /// The watches with this screen, as `dial devices` lists them.
    public var model: String
    /// Screen width in pixels: every output of this device is this wide.
    public var pixelWidth: Int
    /// Screen height in pixels.
    public var pixelHeight: Int
    /// Screen corner radius in points. Apple publishes none; see docs/geometry.md for where these come from.
    public var cornerRadiusPoints: Double
    /// The column of Apple's size tables the screen's complications and text are sized from.
    public var sizeClass: SizeClass

    /// Whether Apple's size tables have a column for this screen. Series 10's 42mm and 46mm and the Ultra 3 have none,
    /// and carry their `sizeClass`'s figures (docs/geometry.md).
    public var hasOwnSizeColumn: Bool {
        switch id {
        case .mm42, .mm46, .ultra3: false
        case .mm40, .mm41, .mm44, .mm45, .mm49: true
        }
    }

    /// Pixels per point on every Apple Watch.
    public static let scale = 2.0

    /// The screen named `id`.
    public init(_ id: DeviceID) {
        self = switch id {
        case .mm40: Device(id: id, model: "Series 4–6, SE", pixelWidth: 324, pixelHeight: 394, cornerRadiusPoints: 28, sizeClass: .mm40)
        case .mm44: Device(id: id, model: "Series 4–6, SE", pixelWidth: 368, pixelHeight: 448, cornerRadiusPoints: 31, sizeClass: .mm44)
        case .mm41: Device(id: id, model: "Series 7–9", pixelWidth: 352, pixelHeight: 430, cornerRadiusPoints: 37, sizeClass: .mm41)
        case .mm45: Device(id: id, model: "Series 7–9", pixelWidth: 396, pixelHeight: 484, cornerRadiusPoints: 38, sizeClass: .mm45)
        case .mm42: Device(id: id, model: "Series 10", pixelWidth: 374, pixelHeight: 446, cornerRadiusPoints: 40, sizeClass: .mm41)
        case .mm46: Device(id: id, model: "Series 10", pixelWidth: 416, pixelHeight: 496, cornerRadiusPoints: 42, sizeClass: .mm45)
        case .mm49: Device(id: id, model: "Ultra, Ultra 2", pixelWidth: 410, pixelHeight: 502, cornerRadiusPoints: 38, sizeClass: .mm45)
        // (Dial) The Ultra 2's corners, grown by the 3 pt its screen gained on each side within the same case.
        case .ultra3: Device(id: id, model: "Ultra 3", pixelWidth: 422, pixelHeight: 514, cornerRadiusPoints: 41, sizeClass: .mm45)
        }
    }

    private init(id: DeviceID, model: String, pixelWidth: Int, pixelHeight: Int, cornerRadiusPoints: Double, sizeClass: SizeClass) {
        self.id = id
        self.model = model
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.cornerRadiusPoints = cornerRadiusPoints
        self.sizeClass = sizeClass
    }

    /// Every device, smallest first.
    public static var all: [Device] { [.mm40, .mm41, .mm42, .mm44, .mm45, .mm46, .mm49, .ultra3].map(Device.init) }
}
