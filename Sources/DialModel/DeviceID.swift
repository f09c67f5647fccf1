/// The watch screens Dial draws for (docs/geometry.md).
public enum DeviceID: String, ClosedSet {
    /// 40mm: Series 4–6 and SE, 324 × 394 px.
    case mm40 = "40mm"
    /// 41mm: Series 7–9, 352 × 430 px.
    case mm41 = "41mm"
    /// 42mm: Series 10, 374 × 446 px.
    case mm42 = "42mm"
    /// 44mm: Series 4–6 and SE, 368 × 448 px.
    case mm44 = "44mm"
    /// 45mm: Series 7–9, 396 × 484 px; the default.
    case mm45 = "45mm"
    /// 46mm: Series 10, 416 × 496 px.
    case mm46 = "46mm"
    /// 49mm: Ultra and Ultra 2, 410 × 502 px.
    case mm49 = "49mm"
    /// Ultra 3 (49mm, a larger screen than the earlier Ultras'), 422 × 514 px.
    case ultra3
}
