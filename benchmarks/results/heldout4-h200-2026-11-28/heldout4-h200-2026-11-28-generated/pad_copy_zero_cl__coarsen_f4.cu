extern "C" __global__ void pad_copy_zero_cf4x(const float* in, float* out, int C, int H, int W, int p) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int Wp = W + 2 * p;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int Hp = H + 2 * p;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if (i_0 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        int x_0 = i_0 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        int r_0 = i_0 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        int y_0 = r_0 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        int c_0 = r_0 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        float v_0 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        if (x_0 >= 0 && x_0 < W && y_0 >= 0 && y_0 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            v_0 = in[(c_0 * H + y_0) * W + x_0];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        out[i_0] = v_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if (i_1 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        int x_1 = i_1 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        int r_1 = i_1 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        int y_1 = r_1 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        int c_1 = r_1 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        float v_1 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        if (x_1 >= 0 && x_1 < W && y_1 >= 0 && y_1 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            v_1 = in[(c_1 * H + y_1) * W + x_1];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        out[i_1] = v_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if (i_2 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        int x_2 = i_2 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        int r_2 = i_2 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        int y_2 = r_2 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        int c_2 = r_2 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        float v_2 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        if (x_2 >= 0 && x_2 < W && y_2 >= 0 && y_2 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            v_2 = in[(c_2 * H + y_2) * W + x_2];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        out[i_2] = v_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if (i_3 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        int x_3 = i_3 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        int r_3 = i_3 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        int y_3 = r_3 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        int c_3 = r_3 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        float v_3 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        if (x_3 >= 0 && x_3 < W && y_3 >= 0 && y_3 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            v_3 = in[(c_3 * H + y_3) * W + x_3];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        out[i_3] = v_3;
    }
}
