#include "CSHA256.h"

#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define DIAL_SHA_X86 1
#endif

static const uint32_t round_constants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static inline uint32_t rotate(uint32_t value, int bits) {
    return value >> bits | value << (32 - bits);
}

static void compress_portable(uint32_t state[8], const uint8_t *block, size_t blocks) {
    for (; blocks > 0; blocks--, block += 64) {
        uint32_t schedule[64];
        for (int i = 0; i < 16; i++) {
            schedule[i] = (uint32_t)block[4 * i] << 24 | (uint32_t)block[4 * i + 1] << 16
                | (uint32_t)block[4 * i + 2] << 8 | (uint32_t)block[4 * i + 3];
        }
        for (int i = 16; i < 64; i++) {
            uint32_t w15 = schedule[i - 15], w2 = schedule[i - 2];
            uint32_t s0 = rotate(w15, 7) ^ rotate(w15, 18) ^ (w15 >> 3);
            uint32_t s1 = rotate(w2, 17) ^ rotate(w2, 19) ^ (w2 >> 10);
            schedule[i] = schedule[i - 16] + s0 + schedule[i - 7] + s1;
        }
        uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
        uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
        for (int i = 0; i < 64; i++) {
            uint32_t t1 = h + (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) + ((e & f) ^ (~e & g))
                + round_constants[i] + schedule[i];
            uint32_t t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
            h = g;
            g = f;
            f = e;
            e = d + t1;
            d = c;
            c = b;
            b = a;
            a = t1 + t2;
        }
        state[0] += a;
        state[1] += b;
        state[2] += c;
        state[3] += d;
        state[4] += e;
        state[5] += f;
        state[6] += g;
        state[7] += h;
    }
}

#ifdef DIAL_SHA_X86
// Four rounds a step with the SHA extensions; the state lives as ABEF and CDGH, the order sha256rnds2 wants.
__attribute__((target("sha,sse4.1")))
static void compress_hardware(uint32_t state[8], const uint8_t *block, size_t blocks) {
    const __m128i byte_swap = _mm_set_epi64x(0x0c0d0e0f08090a0bLL, 0x0405060700010203LL);
    __m128i dcba = _mm_loadu_si128((const __m128i *)&state[0]);
    __m128i hgfe = _mm_loadu_si128((const __m128i *)&state[4]);
    __m128i cdab = _mm_shuffle_epi32(dcba, 0xB1);
    __m128i efgh = _mm_shuffle_epi32(hgfe, 0x1B);
    __m128i abef = _mm_alignr_epi8(cdab, efgh, 8);
    __m128i cdgh = _mm_blend_epi16(efgh, cdab, 0xF0);
    for (; blocks > 0; blocks--, block += 64) {
        __m128i abef_before = abef, cdgh_before = cdgh;
        __m128i words[4];
        for (int step = 0; step < 16; step++) {
            __m128i message;
            if (step < 4) {
                message = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(block + 16 * step)), byte_swap);
            } else {
                // w[t] = σ1(w[t-2]) + w[t-7] + σ0(w[t-15]) + w[t-16], four at a time.
                __m128i oldest = words[step % 4], older = words[(step + 1) % 4];
                __m128i old = words[(step + 2) % 4], newest = words[(step + 3) % 4];
                message = _mm_add_epi32(_mm_sha256msg1_epu32(oldest, older), _mm_alignr_epi8(newest, old, 4));
                message = _mm_sha256msg2_epu32(message, newest);
            }
            words[step % 4] = message;
            __m128i sum = _mm_add_epi32(message, _mm_loadu_si128((const __m128i *)&round_constants[4 * step]));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, sum);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(sum, 0x0E));
        }
        abef = _mm_add_epi32(abef, abef_before);
        cdgh = _mm_add_epi32(cdgh, cdgh_before);
    }
    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));
}
#endif

int dial_sha256_has_hardware(void) {
#ifdef DIAL_SHA_X86
    return __builtin_cpu_supports("sha") && __builtin_cpu_supports("sse4.1");
#else
    return 0;
#endif
}

void dial_sha256(const void *data, size_t count, uint8_t *digest, int use_hardware) {
    uint32_t state[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    void (*compress)(uint32_t[8], const uint8_t *, size_t) = compress_portable;
#ifdef DIAL_SHA_X86
    if (use_hardware && dial_sha256_has_hardware()) {
        compress = compress_hardware;
    }
#else
    (void)use_hardware;
#endif
    const uint8_t *bytes = data;
    size_t whole = count / 64;
    if (whole > 0) {
        compress(state, bytes, whole);
    }
    // Padding: a 1 bit, zeros up to 56 mod 64 bytes, then the message length in bits, big-endian.
    uint8_t tail[128] = {0};
    size_t rest = count - whole * 64;
    if (rest > 0) {
        memcpy(tail, bytes + whole * 64, rest);
    }
    tail[rest] = 0x80;
    size_t tail_count = rest < 56 ? 64 : 128;
    uint64_t bits = (uint64_t)count * 8;
    for (int i = 0; i < 8; i++) {
        tail[tail_count - 1 - i] = (uint8_t)(bits >> (8 * i));
    }
    compress(state, tail, tail_count / 64);
    for (int i = 0; i < 8; i++) {
        digest[4 * i] = (uint8_t)(state[i] >> 24);
        digest[4 * i + 1] = (uint8_t)(state[i] >> 16);
        digest[4 * i + 2] = (uint8_t)(state[i] >> 8);
        digest[4 * i + 3] = (uint8_t)state[i];
    }
}
