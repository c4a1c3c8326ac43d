extern "C" __global__ void pad_copy_zero_cf8x(const float* in, float* out, int C, int H, int W, int p) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    if (i_2 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int x_2 = i_2 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int r_2 = i_2 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int y_2 = r_2 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int c_2 = r_2 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        float v_2 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        if (x_2 >= 0 && x_2 < W && y_2 >= 0 && y_2 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
            v_2 = in[(c_2 * H + y_2) * W + x_2];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        out[i_2] = v_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    if (i_3 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int x_3 = i_3 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int r_3 = i_3 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int y_3 = r_3 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int c_3 = r_3 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        float v_3 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        if (x_3 >= 0 && x_3 < W && y_3 >= 0 && y_3 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
            v_3 = in[(c_3 * H + y_3) * W + x_3];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        out[i_3] = v_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    if (i_4 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int x_4 = i_4 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int r_4 = i_4 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int y_4 = r_4 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int c_4 = r_4 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        float v_4 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        if (x_4 >= 0 && x_4 < W && y_4 >= 0 && y_4 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
            v_4 = in[(c_4 * H + y_4) * W + x_4];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        out[i_4] = v_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    if (i_5 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int x_5 = i_5 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int r_5 = i_5 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int y_5 = r_5 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int c_5 = r_5 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        float v_5 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        if (x_5 >= 0 && x_5 < W && y_5 >= 0 && y_5 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
            v_5 = in[(c_5 * H + y_5) * W + x_5];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        out[i_5] = v_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    if (i_6 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int x_6 = i_6 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int r_6 = i_6 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int y_6 = r_6 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int c_6 = r_6 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        float v_6 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        if (x_6 >= 0 && x_6 < W && y_6 >= 0 && y_6 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
            v_6 = in[(c_6 * H + y_6) * W + x_6];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        out[i_6] = v_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
    if (i_7 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int x_7 = i_7 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int r_7 = i_7 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int y_7 = r_7 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        int c_7 = r_7 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        float v_7 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        if (x_7 >= 0 && x_7 < W && y_7 >= 0 && y_7 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
            v_7 = in[(c_7 * H + y_7) * W + x_7];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cu"
        out[i_7] = v_7;
    }
}
