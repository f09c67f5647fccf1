import DialViews

// The step count of issue 27, as its SwiftUI body is written.
let steps = try ViewTree(VStack {
    Text("812").font(.system(size: 16, weight: .semibold, design: .rounded))
    Text("STEPS")
})
print(steps.json)
