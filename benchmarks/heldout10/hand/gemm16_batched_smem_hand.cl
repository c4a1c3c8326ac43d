// Held-out suite 10 (frozen), hand version of gemm16_batched_smem: B is staged as it is, so
// the inner loop reads Bs[k][col] (neighbouring items on consecutive words, no bank
// conflicts) and As[row][k] (one word per row of items, a broadcast); the loop is unrolled.
__kernel void gemm16_batched_smem_hand(__global const float *restrict A,
                                       __global const float *restrict B,
                                       __global float *restrict C, int nb)
{
    __local float As[16][16];
    __local float Bs[16][16];
    int b = get_group_id(0);
    int col = get_local_id(0), row = get_local_id(1);
    int at = b * 256 + row * 16 + col;
    if (b < nb) {
        As[row][col] = A[at];
        Bs[row][col] = B[at];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (b < nb) {
        float acc = 0.0f;
#pragma unroll
        for (int k = 0; k < 16; k++)
            acc += As[row][k] * Bs[k][col];
        C[at] = acc;
    }
}
