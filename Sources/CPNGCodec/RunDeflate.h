#ifndef DIAL_RUN_DEFLATE_H
#define DIAL_RUN_DEFLATE_H

// A zlib stream (RFC 1950 around one dynamic-Huffman deflate block, RFC 1951) for PNG scanlines that are mostly
// repeats: a rendered face is black screen, empty corners and flat colour, so nearly every byte repeats the pixel to
// its left or the one above. Only those two distances are searched, which makes finding matches a word comparison
// instead of a hash lookup; a Huffman code fitted to the frame then keeps the file small.

#include <stddef.h>
#include <stdint.h>

/// What the first pass finds, kept by the caller between frames: a token per match or run of literal bytes, and how
/// often each byte value is a literal (counted in four lanes, so that consecutive bytes never wait on one counter).
typedef struct RunDeflateTokens {
    uint16_t *tokens;
    size_t capacity;
    size_t count;
    uint32_t literal_counts[4][256];
} RunDeflateTokens;

/// The first pass: finds the matches of `raw` (`count` bytes, scanlines `stride` bytes apart, pixels 4 bytes wide)
/// into `scratch`, whose `tokens` must hold run_deflate_token_capacity(count) tokens. Returns the number of bytes left as literals, so
/// the caller can see whether the data is the kind this compressor is for.
size_t run_deflate_scan(const uint8_t *raw, size_t count, size_t stride, RunDeflateTokens *scratch);

/// The most tokens the first pass makes of `count` bytes.
size_t run_deflate_token_capacity(size_t count);

/// The upper bound on the bytes run_deflate_write writes for `count` input bytes.
size_t run_deflate_bound(size_t count);

/// The second pass: writes the zlib stream of the scanned data to `out` (run_deflate_bound bytes) and returns its length.
size_t run_deflate_write(const uint8_t *raw, size_t count, size_t stride, const RunDeflateTokens *scratch,
                         uint8_t *out);

#endif
