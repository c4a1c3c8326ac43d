extern "C" __global__ void pad_copy_zero_cf2x(const float* in, float* out, int C, int H, int W, int p) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    int Wp = W + 2 * p;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    int Hp = H + 2 * p;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    if (i_0 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int x_0 = i_0 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int r_0 = i_0 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int y_0 = r_0 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int c_0 = r_0 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        float v_0 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        if (x_0 >= 0 && x_0 < W && y_0 >= 0 && y_0 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
            v_0 = in[(c_0 * H + y_0) * W + x_0];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        out[i_0] = v_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    if (i_1 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int x_1 = i_1 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int r_1 = i_1 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int y_1 = r_1 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int c_1 = r_1 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        float v_1 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        if (x_1 >= 0 && x_1 < W && y_1 >= 0 && y_1 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
            v_1 = in[(c_1 * H + y_1) * W + x_1];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        out[i_1] = v_1;
    }
}
