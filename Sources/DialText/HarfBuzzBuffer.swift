import CHarfBuzz

/// A reusable HarfBuzz buffer. Holds per-shaping state, so it belongs to one `TextShaper`.
final class HarfBuzzBuffer {
    let handle: OpaquePointer

    init() {
        guard let buffer = hb_buffer_create(), hb_buffer_allocation_successful(buffer) != 0 else {
            preconditionFailure("HarfBuzz could not allocate a buffer")
        }
        handle = buffer
    }

    deinit {
        hb_buffer_destroy(handle)
    }
}
