extern "C" __global__ void scale_bias_transpose_hand(const float* in, const float* bias, float* out, float scale, int rows, int cols) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/hand/scale_bias_transpose_hand.cu"
    __shared__ float tile[32][33];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/hand/scale_bias_transpose_hand.cu"
    int tx = threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/hand/scale_bias_transpose_hand.cu"
    int ty = threadIdx.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/hand/scale_bias_transpose_hand.cu"
    int c0 = blockIdx.x * 32;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/hand/scale_bias_transpose_hand.cu"
    int r0 = blockIdx.y * 32;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/hand/scale_bias_transpose_hand.cu"
    for (int k = 0; k < 32; k += 8) {
#line 13 "/work/main/.stage/main/benchmarks/heldout7/hand/scale_bias_transpose_hand.cu"
        int c = c0 + tx;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/hand/scale_bias_transpose_hand.cu"
        int r = r0 + ty + k;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/hand/scale_bias_transpose_hand.cu"
        if (c < cols && r < rows)
#line 15 "/work/main/.stage/main/benchmarks/heldout7/hand/scale_bias_transpose_hand.cu"
            tile[ty + k][tx] = in[r * cols + c] * scale + bias[c];
    }
#line 17 "/work/main/.stage/main/benchmarks/heldout7/hand/scale_bias_transpose_hand.cu"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout7/hand/scale_bias_transpose_hand.cu"
    for (int k_1 = 0; k_1 < 32; k_1 += 8) {
#line 19 "/work/main/.stage/main/benchmarks/heldout7/hand/scale_bias_transpose_hand.cu"
        int c_1 = c0 + ty + k_1;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/hand/scale_bias_transpose_hand.cu"
        int r_1 = r0 + tx;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/hand/scale_bias_transpose_hand.cu"
        if (c_1 < cols && r_1 < rows)
#line 21 "/work/main/.stage/main/benchmarks/heldout7/hand/scale_bias_transpose_hand.cu"
            out[c_1 * rows + r_1] = tile[tx][ty + k_1];
    }
}
