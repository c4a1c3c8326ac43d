// 8x8 forward DCT-II (orthonormal), one 8x8 work-group per image block:
// out = C * block * C^T, C[u][x] = a(u) cos((2x+1) u pi / 16), in two passes through
// local memory (columns, then rows).
#define BLOCK_SIZE 8

__constant float dct_coef[BLOCK_SIZE * BLOCK_SIZE] = {
    0.353553391f, 0.353553391f, 0.353553391f, 0.353553391f, 0.353553391f, 0.353553391f, 0.353553391f, 0.353553391f,
    0.490392640f, 0.415734806f, 0.277785117f, 0.097545161f, -0.097545161f, -0.277785117f, -0.415734806f, -0.490392640f,
    0.461939766f, 0.191341716f, -0.191341716f, -0.461939766f, -0.461939766f, -0.191341716f, 0.191341716f, 0.461939766f,
    0.415734806f, -0.097545161f, -0.490392640f, -0.277785117f, 0.277785117f, 0.490392640f, 0.097545161f, -0.415734806f,
    0.353553391f, -0.353553391f, -0.353553391f, 0.353553391f, 0.353553391f, -0.353553391f, -0.353553391f, 0.353553391f,
    0.277785117f, -0.490392640f, 0.097545161f, 0.415734806f, -0.415734806f, -0.097545161f, 0.490392640f, -0.277785117f,
    0.191341716f, -0.461939766f, 0.461939766f, -0.191341716f, -0.191341716f, 0.461939766f, -0.461939766f, 0.191341716f,
    0.097545161f, -0.277785117f, 0.415734806f, -0.490392640f, 0.490392640f, -0.415734806f, 0.277785117f, -0.097545161f
};

__kernel void dct8x8(__global const float *restrict src, __global float *restrict dst, int stride)
{
    __local float block[BLOCK_SIZE][BLOCK_SIZE];
    __local float tmp[BLOCK_SIZE][BLOCK_SIZE];

    const int lx = get_local_id(0);   // u: horizontal frequency / column
    const int ly = get_local_id(1);   // v: vertical frequency / row
    const int gx = get_group_id(0) * BLOCK_SIZE + lx;
    const int gy = get_group_id(1) * BLOCK_SIZE + ly;

    block[ly][lx] = src[gy * stride + gx];
    barrier(CLK_LOCAL_MEM_FENCE);

    // column pass: tmp[v][x] = sum_y C[v][y] * block[y][x]
    float acc = 0.0f;
#pragma unroll
    for (int k = 0; k < BLOCK_SIZE; k++)
        acc += dct_coef[ly * BLOCK_SIZE + k] * block[k][lx];
    tmp[ly][lx] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);

    // row pass: out[v][u] = sum_x tmp[v][x] * C[u][x]
    acc = 0.0f;
#pragma unroll
    for (int k = 0; k < BLOCK_SIZE; k++)
        acc += tmp[ly][k] * dct_coef[lx * BLOCK_SIZE + k];
    dst[gy * stride + gx] = acc;
}
