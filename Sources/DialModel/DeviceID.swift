/// The watch screens Dial draws for (spec/geometry.md).
public enum DeviceID: String, ClosedSet {
    case mm40 = "40mm"
    case mm41 = "41mm"
    case mm42 = "42mm"
    case mm44 = "44mm"
    case mm45 = "45mm"
    case mm46 = "46mm"
    case mm49 = "49mm"
}
