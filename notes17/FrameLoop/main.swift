// A counting harness, not part of Dial: the bench's "Decoded face to bytes" frame, N times after 5 not counted,
// for callgrind (`--collect-atstart=no --toggle-collect='*frameLoopMeasured*'`) and for timing whole processes.
// Usage: FrameLoop N png|svg active|alwaysOn
import Dial
import DialModel

let args = CommandLine.arguments
let count = Int(args[1])!
let format = OutputFormat(rawValue: args[2])!
let display: Display = args[3] == "active" ? .active : .alwaysOn
let face = try Face.bundledDefault()
let renderer = try Renderer()

@inline(never)
func frameLoopMeasured(_ count: Int, _ renderer: Renderer, _ face: Face, _ format: OutputFormat, _ display: Display) throws -> Int {
    var total = 0
    for _ in 0..<count {
        total &+= try renderer.encode(try renderer.displayList(face, in: RenderContext(display: display)), as: format).count
    }
    return total
}
// The warm-up is not counted: callgrind collects inside every call of the measured function.
@inline(never)
func frameLoopWarmUp(_ renderer: Renderer, _ face: Face, _ format: OutputFormat, _ display: Display) throws -> Int {
    var total = 0
    for _ in 0..<5 {
        total &+= try renderer.encode(try renderer.displayList(face, in: RenderContext(display: display)), as: format).count
    }
    return total
}
_ = try frameLoopWarmUp(renderer, face, format, display)
print(try frameLoopMeasured(count, renderer, face, format, display))
