// A register-machine bytecode interpreter, for the twentieth held-out set of tuning
// spaces (benchmarks/tuning/spaces.py, space "bytecode"): each record of four 32-bit
// registers (regs[r], a uint4) runs the PROGRAM instructions of code in order and is
// written to result[r]. An instruction word holds the operation (bits 0-2), the
// destination register (bits 3-4), the source register (bits 5-6) and an immediate (bits
// 16-31): 0 d += s, 1 d -= s, 2 d ^= s, 3 d *= imm | 1,
// 4 d rotated left by imm % 32, 5 d += imm, 6 d ^= s >> (imm % 32), 7 d = max(d, s)
// (unsigned). A block of block_size_x threads takes block_size_x * items records (their
// number a multiple of it), a thread items of them block_size_x apart, all through the
// same instruction at once. code_in=0 fetches the instructions from global memory, 1 from
// constant memory (c_code, filled by the host), 2 from shared memory (the block copies
// them in first). dispatch=0 branches on the operation (a switch), dispatch=1 computes
// all eight results and selects one. regfile=0 keeps the registers in an array indexed by
// the instruction's fields, regfile=1 picks and writes them by comparisons.
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 2
#endif
#ifndef code_in
#define code_in 1
#endif
#ifndef dispatch
#define dispatch 0
#endif
#ifndef regfile
#define regfile 1
#endif

#define PROGRAM 64

__constant__ unsigned int c_code[PROGRAM];

#if code_in == 2
#define CODE(v) s_code[v]
#elif code_in == 1
#define CODE(v) c_code[v]
#else
#define CODE(v) code[v]
#endif

// the result of operation op on destination d and source s with immediate imm
__device__ __forceinline__ unsigned int execute(unsigned int op, unsigned int d,
                                                unsigned int s, unsigned int imm)
{
#if dispatch == 0
    switch (op) {
    case 0u: return d + s;
    case 1u: return d - s;
    case 2u: return d ^ s;
    case 3u: return d * (imm | 1u);
    case 4u: return __funnelshift_l(d, d, imm & 31u);
    case 5u: return d + imm;
    case 6u: return d ^ (s >> (imm & 31u));
    default: return d > s ? d : s;
    }
#else
    unsigned int sum = d + s, difference = d - s, mixed = d ^ s, product = d * (imm | 1u);
    unsigned int rotated = __funnelshift_l(d, d, imm & 31u), offset = d + imm;
    unsigned int shifted = d ^ (s >> (imm & 31u)), larger = d > s ? d : s;
    unsigned int low = (op & 1u) ? difference : sum;
    unsigned int mid = (op & 1u) ? product : mixed;
    unsigned int high = (op & 1u) ? offset : rotated;
    unsigned int top = (op & 1u) ? larger : shifted;
    unsigned int first = (op & 2u) ? mid : low;
    unsigned int second = (op & 2u) ? top : high;
    return (op & 4u) ? second : first;
#endif
}

__global__ void bytecode(uint4 *result, const uint4 *regs, const unsigned int *code)
{
#if code_in == 2
    __shared__ unsigned int s_code[PROGRAM];
    for (int k = threadIdx.x; k < PROGRAM; k += block_size_x)
        s_code[k] = code[k];
    __syncthreads();
#endif
    size_t first = (size_t)blockIdx.x * (block_size_x * items);
#if regfile == 0
    unsigned int reg[items][4];
#pragma unroll
    for (int q = 0; q < items; q++) {
        uint4 r = regs[first + (size_t)q * block_size_x + threadIdx.x];
        reg[q][0] = r.x;
        reg[q][1] = r.y;
        reg[q][2] = r.z;
        reg[q][3] = r.w;
    }
#pragma unroll 1
    for (int pc = 0; pc < PROGRAM; pc++) {
        unsigned int word = CODE(pc);
        unsigned int op = word & 7u, dst = (word >> 3) & 3u, src = (word >> 5) & 3u;
        unsigned int imm = word >> 16;
#pragma unroll
        for (int q = 0; q < items; q++)
            reg[q][dst] = execute(op, reg[q][dst], reg[q][src], imm);
    }
#pragma unroll
    for (int q = 0; q < items; q++)
        result[first + (size_t)q * block_size_x + threadIdx.x] =
            make_uint4(reg[q][0], reg[q][1], reg[q][2], reg[q][3]);
#else
    unsigned int r0[items], r1[items], r2[items], r3[items];
#pragma unroll
    for (int q = 0; q < items; q++) {
        uint4 r = regs[first + (size_t)q * block_size_x + threadIdx.x];
        r0[q] = r.x;
        r1[q] = r.y;
        r2[q] = r.z;
        r3[q] = r.w;
    }
#pragma unroll 1
    for (int pc = 0; pc < PROGRAM; pc++) {
        unsigned int word = CODE(pc);
        unsigned int op = word & 7u, dst = (word >> 3) & 3u, src = (word >> 5) & 3u;
        unsigned int imm = word >> 16;
#pragma unroll
        for (int q = 0; q < items; q++) {
            unsigned int d = dst == 0u ? r0[q] : dst == 1u ? r1[q] : dst == 2u ? r2[q] : r3[q];
            unsigned int s = src == 0u ? r0[q] : src == 1u ? r1[q] : src == 2u ? r2[q] : r3[q];
            unsigned int result = execute(op, d, s, imm);
            r0[q] = dst == 0u ? result : r0[q];
            r1[q] = dst == 1u ? result : r1[q];
            r2[q] = dst == 2u ? result : r2[q];
            r3[q] = dst == 3u ? result : r3[q];
        }
    }
#pragma unroll
    for (int q = 0; q < items; q++)
        result[first + (size_t)q * block_size_x + threadIdx.x] =
            make_uint4(r0[q], r1[q], r2[q], r3[q]);
#endif
}
