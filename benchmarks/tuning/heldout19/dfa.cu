// A deterministic finite automaton run over fixed-length records, for the nineteenth
// held-out set of tuning spaces (benchmarks/tuning/spaces.py, space "dfa"): each record of
// RECORD symbols (bytes 0 .. 3, record r at text[RECORD r ..]) is read from state 0 through
// the STATES x 4 transition table (next state of s on symbol a at delta[4 s + a]);
// hits[r] counts the symbols after which the automaton is in an accepting state (a state of
// at least ACCEPT_FROM), times 256, plus the state it ends in. A block of block_size_x
// threads takes block_size_x * items records (their number a multiple of it), a thread
// items of them block_size_x apart. load=0 reads a record a byte at a time, load=1 sixteen
// bytes at a time as uint4s. table_in=0 reads the table from global memory, 1 from constant
// memory (c_delta, filled by the host), 2 from shared memory (the block copies it in
// first).
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 2
#endif
#ifndef load
#define load 1
#endif
#ifndef table_in
#define table_in 2
#endif

#define RECORD 64
#define STATES 16
#define ACCEPT_FROM 12

__constant__ unsigned char c_delta[4 * STATES];

#if table_in == 2
#define DELTA(v) s_delta[v]
#elif table_in == 1
#define DELTA(v) c_delta[v]
#else
#define DELTA(v) delta[v]
#endif

__global__ void dfa(unsigned int *hits, const unsigned char *text, const unsigned char *delta)
{
#if table_in == 2
    __shared__ unsigned char s_delta[4 * STATES];
    for (int k = threadIdx.x; k < 4 * STATES; k += block_size_x)
        s_delta[k] = delta[k];
    __syncthreads();
#endif
    size_t record_first = (size_t)blockIdx.x * (block_size_x * items);
#pragma unroll
    for (int q = 0; q < items; q++) {
        size_t r = record_first + (size_t)q * block_size_x + threadIdx.x;
        const unsigned char *symbols = text + r * RECORD;
        unsigned int state = 0u, count = 0u;
#if load == 1
        for (int c = 0; c < RECORD / 16; c++) {
            uint4 chunk = ((const uint4 *)symbols)[c];
            unsigned int words[4] = {chunk.x, chunk.y, chunk.z, chunk.w};
#pragma unroll
            for (int w = 0; w < 4; w++) {
#pragma unroll
                for (int b = 0; b < 4; b++) {
                    state = DELTA(4u * state + ((words[w] >> (8 * b)) & 255u));
                    count += state >= ACCEPT_FROM ? 1u : 0u;
                }
            }
        }
#else
        for (int k = 0; k < RECORD; k++) {
            state = DELTA(4u * state + symbols[k]);
            count += state >= ACCEPT_FROM ? 1u : 0u;
        }
#endif
        hits[r] = count * 256u + state;
    }
}
