// Held-out suite 10 (frozen). A batch of 16 x 16 matrix products C = A B, a work-group of
// 16 x 16 items per product. Both factors are staged in __local memory, B transposed so that
// the inner loop reads a row of each.
__kernel void gemm16_batched_smem(__global const float *A, __global const float *B,
                                  __global float *C, int nb)
{
    __local float As[16][16];
    __local float Bt[16][16];
    int b = get_group_id(0);
    int col = get_local_id(0), row = get_local_id(1);
    if (b < nb) {
        As[row][col] = A[b * 256 + row * 16 + col];
        Bt[col][row] = B[b * 256 + row * 16 + col];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (b < nb) {
        float acc = 0.0f;
        for (int k = 0; k < 16; k++)
            acc += As[row][k] * Bt[col][k];
        C[b * 256 + row * 16 + col] = acc;
    }
}
