import ArgumentParser
import DialModel

/// `dial devices`: the watch screens Dial knows.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the watch screens, with their pixel sizes and corner radii.")

    func run() {
        print("device  model            pixels     corner radius (pt)")
        for device in Device.all {
            let pixels = "\(device.pixelWidth) × \(device.pixelHeight)"
            print(device.id.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
                  + device.model.padding(toLength: 17, withPad: " ", startingAt: 0)
                  + pixels.padding(toLength: 11, withPad: " ", startingAt: 0)
                  + "\(Int(device.cornerRadiusPoints))")
        }
    }
}
