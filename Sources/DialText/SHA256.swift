/// SHA-256 (FIPS 180-4), enough to fingerprint the pinned font files and exported frames without another dependency.
public enum SHA256 {
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    private static let initialState: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]

    /// The digest of `bytes` as 64 lowercase hexadecimal digits.
    public static func hexDigest(of bytes: UnsafeRawBufferPointer) -> String {
        digest(of: bytes).map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// The 32-byte digest of `bytes`.
    static func digest(of bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var state = initialState
        let wholeBlocks = bytes.count / 64 * 64

        // Padding: a 1 bit, zeros up to 56 mod 64 bytes, then the message length in bits, big-endian.
        var tail = Array(bytes[wholeBlocks...])
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        let bitLength = UInt64(bytes.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }

        // Raw pointers throughout: font files run to megabytes, and unoptimised (debug) builds, which tests use,
        // would otherwise spend seconds on bounds checks and calls that an optimised build removes.
        state.withUnsafeMutableBufferPointer { state in
            roundConstants.withUnsafeBufferPointer { constants in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
                    let state = state.baseAddress!, constants = constants.baseAddress!, schedule = schedule.baseAddress!
                    if let base = bytes.baseAddress {
                        for start in stride(from: 0, to: wholeBlocks, by: 64) {
                            compress(base + start, into: state, constants: constants, schedule: schedule)
                        }
                    }
                    tail.withUnsafeBytes { tail in
                        for start in stride(from: 0, to: tail.count, by: 64) {
                            compress(tail.baseAddress! + start, into: state, constants: constants, schedule: schedule)
                        }
                    }
                }
            }
        }

        return state.flatMap { word in
            (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * $0)) }
        }
    }

    /// Mixes the 64-byte block at `block` into the eight words at `state`; `schedule` is scratch space for 64 words.
    private static func compress(_ block: UnsafeRawPointer, into state: UnsafeMutablePointer<UInt32>,
                                 constants: UnsafePointer<UInt32>, schedule: UnsafeMutablePointer<UInt32>) {
        let bytes = block.assumingMemoryBound(to: UInt8.self)
        var index = 0
        while index < 16 {
            let offset = index &* 4
            schedule[index] = UInt32(bytes[offset]) << 24 | UInt32(bytes[offset &+ 1]) << 16
                | UInt32(bytes[offset &+ 2]) << 8 | UInt32(bytes[offset &+ 3])
            index &+= 1
        }
        while index < 64 {
            let w15 = schedule[index &- 15]
            let w2 = schedule[index &- 2]
            let s0 = (w15 >> 7 | w15 << 25) ^ (w15 >> 18 | w15 << 14) ^ (w15 >> 3)
            let s1 = (w2 >> 17 | w2 << 15) ^ (w2 >> 19 | w2 << 13) ^ (w2 >> 10)
            schedule[index] = schedule[index &- 16] &+ s0 &+ schedule[index &- 7] &+ s1
            index &+= 1
        }

        var a = state[0], b = state[1], c = state[2], d = state[3]
        var e = state[4], f = state[5], g = state[6], h = state[7]
        index = 0
        while index < 64 {
            let s1 = (e >> 6 | e << 26) ^ (e >> 11 | e << 21) ^ (e >> 25 | e << 7)
            let choice = (e & f) ^ (~e & g)
            let t1 = h &+ s1 &+ choice &+ constants[index] &+ schedule[index]
            let s0 = (a >> 2 | a << 30) ^ (a >> 13 | a << 19) ^ (a >> 22 | a << 10)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let t2 = s0 &+ majority
            h = g; g = f; f = e; e = d &+ t1
            d = c; c = b; b = a; a = t1 &+ t2
            index &+= 1
        }
        state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
        state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
    }
}
