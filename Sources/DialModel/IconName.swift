/// The vector icons Dial draws itself (DialCore holds their outlines), in a 24 × 24 box.
public enum IconName: String, ClosedSet {
    case heart, flame, drop, sun, moon, cloud, rain, snow, bolt, wind
    case calendar, clock, bell, lock, key, mail, message, phone, location, walking
    case battery, timer, stopwatch, music
}
