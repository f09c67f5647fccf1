import ArgumentParser
import Dial

/// `dial devices`: the watch screens Dial knows.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the watch screens, with their pixel sizes, corner radii and the column of Apple's size tables each uses.")

    func run() {
        print("device  model            pixels     corner radius (pt)  complication sizes")
        for device in Device.all {
            let pixels = "\(device.pixelWidth) × \(device.pixelHeight)"
            print(device.id.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
                  + device.model.padding(toLength: 17, withPad: " ", startingAt: 0)
                  + pixels.padding(toLength: 11, withPad: " ", startingAt: 0)
                  + "\(Int(device.cornerRadiusPoints))".padding(toLength: 20, withPad: " ", startingAt: 0)
                  + (device.hasOwnSizeColumn ? "Apple's \(device.sizeClass.column) column" : "\(device.sizeClass.column)'s, carried"))
        }
    }
}
