#include "RunDeflate.h"

#include <libdeflate.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#include <stdlib.h>
#include <string.h>

// Deflate's limits: matches of 3 to 258 bytes at distances up to 32768, code lengths up to 15 bits (7 for the code
// that sends the code lengths).
enum {
    minimum_match = 4, // the comparison unit: one pixel
    maximum_match = 258,
    maximum_distance = 32768,
    litlen_symbols = 286,
    distance_symbols = 30,
    codelen_symbols = 19,
    maximum_bits = 15,
    maximum_codelen_bits = 7,
    end_of_block = 256,
};

// Token layout: a run of literals is its length, the bytes themselves being read again from the input; a match sets
// `match_flag`, `above_flag` when it copies from the row above (otherwise from the pixel to the left), and keeps its
// length in the low bits.
enum {
    match_flag = 0x8000,
    above_flag = 0x4000,
    length_mask = 0x01ff,
    literal_run_limit = 0x7fff,
};

static inline uint32_t load32(const uint8_t *at) {
    uint32_t value;
    memcpy(&value, at, 4);
    return value;
}

static inline uint64_t load64(const uint8_t *at) {
    uint64_t value;
    memcpy(&value, at, 8);
    return value;
}

// How many of the first `limit` bytes at `here` equal those at `there` (which may overlap `here`: deflate copies
// byte by byte, so a match may repeat bytes it has itself produced).
static inline size_t common_length(const uint8_t *here, const uint8_t *there, size_t limit) {
    size_t length = 0;
#if defined(__SSE2__)
    // Most matches are long runs of black, so 32 bytes a step.
    while (length + 32 <= limit) {
        __m128i low = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(here + length)),
                                     _mm_loadu_si128((const __m128i *)(there + length)));
        __m128i high = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(here + length + 16)),
                                      _mm_loadu_si128((const __m128i *)(there + length + 16)));
        uint32_t equal = (uint32_t)_mm_movemask_epi8(low) | (uint32_t)_mm_movemask_epi8(high) << 16;
        if (equal != UINT32_MAX) {
            return length + (size_t)__builtin_ctz(~equal);
        }
        length += 32;
    }
#endif
    while (length + 8 <= limit) {
        uint64_t difference = load64(here + length) ^ load64(there + length);
        if (difference != 0) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
            return length + (size_t)(__builtin_ctzll(difference) >> 3);
#else
            break;
#endif
        }
        length += 8;
    }
    while (length < limit && here[length] == there[length]) {
        length++;
    }
    return length;
}

size_t run_deflate_token_capacity(size_t count) {
    // Every match covers at least 4 bytes and is followed by at most one run of literals; a run of literals longer
    // than a token can say is split.
    return count / 2 + count / (literal_run_limit - 4) + 2;
}

size_t run_deflate_scan(const uint8_t *raw, size_t count, size_t stride, RunDeflateTokens *scratch) {
    uint16_t *tokens = scratch->tokens;
    uint32_t (*literal_counts)[256] = scratch->literal_counts;
    memset(literal_counts, 0, sizeof scratch->literal_counts);
    size_t emitted = 0, literals = 0, pending = 0, at = 0;
    const int above_reachable = stride <= maximum_distance;
    while (at < count) {
        size_t limit = count - at < maximum_match ? count - at : maximum_match;
        size_t best = 0;
        uint16_t source = 0;
        if (limit >= minimum_match) {
            uint32_t word = load32(raw + at);
            if (at >= 4 && word == load32(raw + at - 4)) {
                best = common_length(raw + at, raw + at - 4, limit);
            }
            if (above_reachable && at >= stride && best < limit && word == load32(raw + at - stride)) {
                size_t above = common_length(raw + at, raw + at - stride, limit);
                if (above > best) {
                    best = above;
                    source = above_flag;
                }
            }
        }
        if (best >= minimum_match) {
            if (pending > 0) {
                tokens[emitted++] = (uint16_t)pending;
                pending = 0;
            }
            tokens[emitted++] = (uint16_t)(match_flag | source | best);
            at += best;
        } else {
            // A pixel's worth of literals before looking again: a match starting one to three bytes later would
            // start inside a pixel that differs from its neighbours, which is rare.
            size_t take = count - at < 4 ? count - at : 4;
            for (size_t lane = 0; lane < take; lane++) {
                literal_counts[lane][raw[at + lane]]++;
            }
            at += take;
            literals += take;
            pending += take;
            if (pending > literal_run_limit - 4) {
                tokens[emitted++] = (uint16_t)pending;
                pending = 0;
            }
        }
    }
    if (pending > 0) {
        tokens[emitted++] = (uint16_t)pending;
    }
    scratch->count = emitted;
    return literals;
}

// MARK: - Symbols

// Length 3...258 as symbol 257...285 plus extra bits (RFC 1951 3.2.5).
static void length_symbol(unsigned length, unsigned *symbol, unsigned *extra_bits, unsigned *extra) {
    if (length == maximum_match) {
        *symbol = 285, *extra_bits = 0, *extra = 0;
        return;
    }
    unsigned value = length - 3;
    if (value < 8) {
        *symbol = 257 + value, *extra_bits = 0, *extra = 0;
        return;
    }
    unsigned top = 31u - (unsigned)__builtin_clz(value); // 3...7
    *extra_bits = top - 2;
    *symbol = 257 + 4 * (top - 1) + ((value >> *extra_bits) & 3);
    *extra = value & ((1u << *extra_bits) - 1);
}

// Distance 1...32768 as symbol 0...29 plus extra bits.
static void distance_symbol(unsigned distance, unsigned *symbol, unsigned *extra_bits, unsigned *extra) {
    unsigned value = distance - 1;
    if (value < 4) {
        *symbol = value, *extra_bits = 0, *extra = 0;
        return;
    }
    unsigned top = 31u - (unsigned)__builtin_clz(value); // 2...14
    *extra_bits = top - 1;
    *symbol = 2 * top + ((value >> *extra_bits) & 1);
    *extra = value & ((1u << *extra_bits) - 1);
}

// MARK: - Huffman codes

typedef struct Leaf {
    uint32_t frequency;
    uint16_t symbol;
} Leaf;

static int by_frequency(const void *left, const void *right) {
    const Leaf *a = left, *b = right;
    if (a->frequency != b->frequency) {
        return a->frequency < b->frequency ? -1 : 1;
    }
    return a->symbol < b->symbol ? -1 : a->symbol > b->symbol;
}

// Code lengths no longer than `limit` for the `count` symbols of `frequencies`; unused symbols get 0. The caller
// makes sure at least two symbols are used, so the code is complete (zlib refuses incomplete ones).
static void build_lengths(const uint32_t *frequencies, unsigned count, unsigned limit, uint8_t *lengths) {
    Leaf leaves[litlen_symbols];
    uint32_t weights[2 * litlen_symbols];
    uint16_t parents[2 * litlen_symbols];
    uint16_t depths[2 * litlen_symbols];
    unsigned used = 0;
    memset(lengths, 0, count);
    for (unsigned symbol = 0; symbol < count; symbol++) {
        if (frequencies[symbol] > 0) {
            leaves[used++] = (Leaf){frequencies[symbol], (uint16_t)symbol};
        }
    }
    qsort(leaves, used, sizeof leaves[0], by_frequency);

    // Huffman's construction with two queues: leaves in frequency order, and the joined nodes, which come out in
    // order of weight too. Leaves are nodes 0..<used, joined nodes follow.
    for (unsigned leaf = 0; leaf < used; leaf++) {
        weights[leaf] = leaves[leaf].frequency;
    }
    unsigned next_leaf = 0, next_joined = used, made = used;
    for (unsigned join = 0; join + 1 < used; join++) {
        unsigned picked[2];
        for (int pick = 0; pick < 2; pick++) {
            if (next_leaf < used && (next_joined == made || weights[next_leaf] <= weights[next_joined])) {
                picked[pick] = next_leaf++;
            } else {
                picked[pick] = next_joined++;
            }
        }
        weights[made] = weights[picked[0]] + weights[picked[1]];
        parents[picked[0]] = parents[picked[1]] = (uint16_t)made;
        made++;
    }
    unsigned root = made - 1;
    depths[root] = 0;
    for (unsigned node = root; node-- > 0;) {
        depths[node] = (uint16_t)(depths[parents[node]] + 1);
    }

    // Codes per length, with anything deeper than `limit` pulled up to it. That oversubscribes the code; each step
    // below takes one code off the longest length and splits a shorter leaf into two, which keeps the count of codes
    // and lowers the Kraft sum by one unit of 2^-limit, until the code is exactly complete again.
    unsigned per_length[64] = {0};
    for (unsigned leaf = 0; leaf < used; leaf++) {
        unsigned depth = depths[leaf] < limit ? depths[leaf] : limit;
        per_length[depth]++;
    }
    uint64_t kraft = 0;
    for (unsigned length = 1; length <= limit; length++) {
        kraft += (uint64_t)per_length[length] << (limit - length);
    }
    while (kraft > (UINT64_C(1) << limit)) {
        per_length[limit]--;
        unsigned shorter = limit - 1;
        while (per_length[shorter] == 0) {
            shorter--;
        }
        per_length[shorter]--;
        per_length[shorter + 1] += 2;
        kraft--;
    }

    // The rarest symbols take the longest codes.
    unsigned leaf = 0;
    for (unsigned length = limit; length >= 1; length--) {
        for (unsigned n = 0; n < per_length[length]; n++) {
            lengths[leaves[leaf++].symbol] = (uint8_t)length;
        }
    }
}

static uint32_t reverse_bits(uint32_t code, unsigned length) {
    uint32_t reversed = 0;
    for (unsigned bit = 0; bit < length; bit++) {
        reversed = reversed << 1 | ((code >> bit) & 1);
    }
    return reversed;
}

// Canonical codes (RFC 1951 3.2.2), bit-reversed because deflate sends Huffman codes from their first bit.
static void build_codes(const uint8_t *lengths, unsigned count, uint32_t *codes) {
    unsigned per_length[maximum_bits + 1] = {0};
    for (unsigned symbol = 0; symbol < count; symbol++) {
        per_length[lengths[symbol]]++;
    }
    per_length[0] = 0;
    uint32_t next[maximum_bits + 1] = {0};
    uint32_t code = 0;
    for (unsigned length = 1; length <= maximum_bits; length++) {
        code = (code + per_length[length - 1]) << 1;
        next[length] = code;
    }
    for (unsigned symbol = 0; symbol < count; symbol++) {
        unsigned length = lengths[symbol];
        codes[symbol] = length > 0 ? reverse_bits(next[length]++, length) : 0;
    }
}

// MARK: - Writing

typedef struct BitWriter {
    uint8_t *at;
    uint64_t bits;
    unsigned count;
} BitWriter;

// Adds up to 32 bits to fewer than 8 pending ones and stores every whole byte without a branch: eight bytes are always written (the output
// has that much slack) and the position moves by the whole bytes among them.
static inline void put_bits(BitWriter *writer, uint64_t value, unsigned count) {
    writer->bits |= value << writer->count;
    writer->count += count;
    uint64_t bits = writer->bits;
#if !(defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__)
    bits = __builtin_bswap64(bits);
#endif
    memcpy(writer->at, &bits, 8);
    unsigned whole = writer->count & ~7u;
    writer->at += whole >> 3;
    writer->bits >>= whole;
    writer->count -= whole;
}

static void flush_bits(BitWriter *writer) {
    while (writer->count > 0) {
        *writer->at++ = (uint8_t)writer->bits;
        writer->bits >>= 8;
        writer->count = writer->count > 8 ? writer->count - 8 : 0;
    }
}

// The code lengths of both codes as one run-length coded sequence (RFC 1951 3.2.7): 16 repeats the previous length
// 3 to 6 times, 17 and 18 send 3 to 10 and 11 to 138 zeros. Each entry is symbol | extra value << 8.
static unsigned encode_lengths(const uint8_t *lengths, unsigned count, uint16_t *sequence, uint32_t *frequencies) {
    unsigned emitted = 0;
    for (unsigned at = 0; at < count;) {
        uint8_t length = lengths[at];
        unsigned run = 1;
        while (at + run < count && lengths[at + run] == length) {
            run++;
        }
        at += run;
        if (length == 0) {
            while (run >= 11) {
                unsigned take = run < 138 ? run : 138;
                sequence[emitted++] = (uint16_t)(18 | (take - 11) << 8);
                frequencies[18]++;
                run -= take;
            }
            if (run >= 3) {
                sequence[emitted++] = (uint16_t)(17 | (run - 3) << 8);
                frequencies[17]++;
                run = 0;
            }
        } else {
            sequence[emitted++] = length;
            frequencies[length]++;
            run--;
            while (run >= 3) {
                unsigned take = run < 6 ? run : 6;
                sequence[emitted++] = (uint16_t)(16 | (take - 3) << 8);
                frequencies[16]++;
                run -= take;
            }
        }
        for (; run > 0; run--) {
            sequence[emitted++] = length;
            frequencies[length]++;
        }
    }
    return emitted;
}

size_t run_deflate_bound(size_t count) {
    // A literal costs at most 15 bits and a match of 4 or more bytes at most 48, so no input byte takes more than
    // 15 bits; the header (at most 316 code lengths of 14 bits), the end of block, the zlib wrapper and the bit
    // writer's 8 bytes of slack fit in 1 KiB.
    return count / 8 * 15 + count % 8 * 2 + 1024;
}

size_t run_deflate_write(const uint8_t *raw, size_t count, size_t stride, const RunDeflateTokens *scratch,
                         uint8_t *out) {
    const uint16_t *tokens = scratch->tokens;
    size_t token_count = scratch->count;
    unsigned match_symbol[maximum_match + 1], match_extra_bits[maximum_match + 1], match_extra[maximum_match + 1];
    for (unsigned length = minimum_match; length <= maximum_match; length++) {
        length_symbol(length, &match_symbol[length], &match_extra_bits[length], &match_extra[length]);
    }
    unsigned distance_code[2], distance_extra_bits[2], distance_extra[2];
    distance_symbol(4, &distance_code[0], &distance_extra_bits[0], &distance_extra[0]);
    distance_symbol(stride <= maximum_distance ? (unsigned)stride : 4, &distance_code[1], &distance_extra_bits[1],
                    &distance_extra[1]);

    uint32_t litlen_frequencies[litlen_symbols] = {0}, distance_frequencies[distance_symbols] = {0};
    for (unsigned byte = 0; byte < 256; byte++) {
        litlen_frequencies[byte] = scratch->literal_counts[0][byte] + scratch->literal_counts[1][byte]
            + scratch->literal_counts[2][byte] + scratch->literal_counts[3][byte];
    }
    for (size_t index = 0; index < token_count; index++) {
        uint16_t token = tokens[index];
        if (token & match_flag) {
            litlen_frequencies[match_symbol[token & length_mask]]++;
            distance_frequencies[distance_code[(token & above_flag) != 0]]++;
        }
    }
    // Two used symbols in each code keep both complete, whatever the data.
    litlen_frequencies[end_of_block] = 1;
    if (litlen_frequencies[0] == 0) {
        litlen_frequencies[0] = 1;
    }
    for (unsigned symbol = 0; symbol < 2; symbol++) {
        if (distance_frequencies[symbol] == 0) {
            distance_frequencies[symbol] = 1;
        }
    }

    uint8_t lengths[litlen_symbols + distance_symbols];
    build_lengths(litlen_frequencies, litlen_symbols, maximum_bits, lengths);
    build_lengths(distance_frequencies, distance_symbols, maximum_bits, lengths + litlen_symbols);
    uint32_t litlen_codes[litlen_symbols], distance_codes[distance_symbols];
    build_codes(lengths, litlen_symbols, litlen_codes);
    build_codes(lengths + litlen_symbols, distance_symbols, distance_codes);

    unsigned litlen_count = litlen_symbols, distance_count = distance_symbols;
    while (litlen_count > 257 && lengths[litlen_count - 1] == 0) {
        litlen_count--;
    }
    while (distance_count > 1 && lengths[litlen_symbols + distance_count - 1] == 0) {
        distance_count--;
    }
    // The two sequences are sent back to back, so the distance lengths follow the used litlen lengths directly.
    uint8_t sent[litlen_symbols + distance_symbols];
    memcpy(sent, lengths, litlen_count);
    memcpy(sent + litlen_count, lengths + litlen_symbols, distance_count);
    uint16_t sequence[litlen_symbols + distance_symbols];
    uint32_t codelen_frequencies[codelen_symbols] = {0};
    unsigned sequence_count = encode_lengths(sent, litlen_count + distance_count, sequence, codelen_frequencies);
    unsigned used_codelen_symbols = 0;
    for (unsigned symbol = 0; symbol < codelen_symbols; symbol++) {
        used_codelen_symbols += codelen_frequencies[symbol] > 0;
    }
    if (used_codelen_symbols < 2) {
        // One symbol alone would be an incomplete code; give the first unused one a count.
        unsigned spare = codelen_frequencies[0] == 0 ? 0 : 1;
        codelen_frequencies[spare] = 1;
    }
    uint8_t codelen_lengths[codelen_symbols];
    uint32_t codelen_codes[codelen_symbols];
    build_lengths(codelen_frequencies, codelen_symbols, maximum_codelen_bits, codelen_lengths);
    build_codes(codelen_lengths, codelen_symbols, codelen_codes);
    static const uint8_t codelen_order[codelen_symbols] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    unsigned codelen_count = codelen_symbols;
    while (codelen_count > 4 && codelen_lengths[codelen_order[codelen_count - 1]] == 0) {
        codelen_count--;
    }

    // zlib header: deflate with a 32 KiB window, "fastest" level, check bits making it a multiple of 31.
    out[0] = 0x78;
    out[1] = 0x01;
    BitWriter writer = {out + 2, 0, 0};
    put_bits(&writer, 1, 1); // final block
    put_bits(&writer, 2, 2); // dynamic Huffman codes
    put_bits(&writer, litlen_count - 257, 5);
    put_bits(&writer, distance_count - 1, 5);
    put_bits(&writer, codelen_count - 4, 4);
    for (unsigned index = 0; index < codelen_count; index++) {
        put_bits(&writer, codelen_lengths[codelen_order[index]], 3);
    }
    static const uint8_t codelen_extra_bits[codelen_symbols] = {[16] = 2, [17] = 3, [18] = 7};
    for (unsigned index = 0; index < sequence_count; index++) {
        unsigned symbol = sequence[index] & 0xff;
        put_bits(&writer, codelen_codes[symbol], codelen_lengths[symbol]);
        if (codelen_extra_bits[symbol] > 0) {
            put_bits(&writer, sequence[index] >> 8, codelen_extra_bits[symbol]);
        }
    }

    // Each match as one litlen code with its extra bits, then one distance code with its own.
    uint32_t match_bits[maximum_match + 1];
    uint8_t match_bit_count[maximum_match + 1];
    for (unsigned length = minimum_match; length <= maximum_match; length++) {
        unsigned symbol = match_symbol[length];
        match_bits[length] = litlen_codes[symbol] | match_extra[length] << lengths[symbol];
        match_bit_count[length] = (uint8_t)(lengths[symbol] + match_extra_bits[length]);
    }
    uint32_t source_bits[2];
    uint8_t source_bit_count[2];
    for (int source = 0; source < 2; source++) {
        unsigned symbol = distance_code[source];
        uint8_t length = lengths[litlen_symbols + symbol];
        source_bits[source] = distance_codes[symbol] | distance_extra[source] << length;
        source_bit_count[source] = (uint8_t)(length + distance_extra_bits[source]);
    }
    const uint8_t *next = raw;
    for (size_t index = 0; index < token_count; index++) {
        uint16_t token = tokens[index];
        if (token & match_flag) {
            unsigned length = token & length_mask;
            int source = (token & above_flag) != 0;
            put_bits(&writer, match_bits[length], match_bit_count[length]);
            put_bits(&writer, source_bits[source], source_bit_count[source]);
            next += length;
        } else {
            // Two literals (30 bits at most) per store.
            const uint8_t *end = next + token;
            for (; next + 2 <= end; next += 2) {
                put_bits(&writer, litlen_codes[next[0]] | (uint64_t)litlen_codes[next[1]] << lengths[next[0]],
                         lengths[next[0]] + lengths[next[1]]);
            }
            if (next < end) {
                put_bits(&writer, litlen_codes[*next], lengths[*next]);
                next++;
            }
        }
    }
    put_bits(&writer, litlen_codes[end_of_block], lengths[end_of_block]);
    flush_bits(&writer);

    uint32_t adler = (uint32_t)libdeflate_adler32(1, raw, count);
    uint8_t *at = writer.at;
    at[0] = (uint8_t)(adler >> 24);
    at[1] = (uint8_t)(adler >> 16);
    at[2] = (uint8_t)(adler >> 8);
    at[3] = (uint8_t)adler;
    return (size_t)(at + 4 - out);
}
