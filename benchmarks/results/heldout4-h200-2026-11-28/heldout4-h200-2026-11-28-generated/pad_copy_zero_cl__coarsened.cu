extern "C" __global__ void pad_copy_zero_cf16x_st32(const float* in, float* out, int C, int H, int W, int p) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        i_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        i_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int i_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        i_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int i_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        i_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int i_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        i_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int i_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        i_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int i_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        i_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int i_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        i_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int i_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        i_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int i_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        i_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int i_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        i_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int i_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        i_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int i_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        i_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int i_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        i_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int i_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        i_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int i_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        i_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int Wp = W + 2 * p;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    int Hp = H + 2 * p;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
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
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        if (i_4 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int x_4 = i_4 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int r_4 = i_4 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int y_4 = r_4 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int c_4 = r_4 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            float v_4 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            if (x_4 >= 0 && x_4 < W && y_4 >= 0 && y_4 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
                v_4 = in[(c_4 * H + y_4) * W + x_4];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            out[i_4] = v_4;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        if (i_5 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int x_5 = i_5 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int r_5 = i_5 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int y_5 = r_5 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int c_5 = r_5 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            float v_5 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            if (x_5 >= 0 && x_5 < W && y_5 >= 0 && y_5 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
                v_5 = in[(c_5 * H + y_5) * W + x_5];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            out[i_5] = v_5;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        if (i_6 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int x_6 = i_6 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int r_6 = i_6 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int y_6 = r_6 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int c_6 = r_6 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            float v_6 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            if (x_6 >= 0 && x_6 < W && y_6 >= 0 && y_6 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
                v_6 = in[(c_6 * H + y_6) * W + x_6];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            out[i_6] = v_6;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        if (i_7 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int x_7 = i_7 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int r_7 = i_7 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int y_7 = r_7 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int c_7 = r_7 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            float v_7 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            if (x_7 >= 0 && x_7 < W && y_7 >= 0 && y_7 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
                v_7 = in[(c_7 * H + y_7) * W + x_7];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            out[i_7] = v_7;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        if (i_8 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int x_8 = i_8 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int r_8 = i_8 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int y_8 = r_8 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int c_8 = r_8 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            float v_8 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            if (x_8 >= 0 && x_8 < W && y_8 >= 0 && y_8 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
                v_8 = in[(c_8 * H + y_8) * W + x_8];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            out[i_8] = v_8;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        if (i_9 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int x_9 = i_9 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int r_9 = i_9 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int y_9 = r_9 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int c_9 = r_9 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            float v_9 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            if (x_9 >= 0 && x_9 < W && y_9 >= 0 && y_9 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
                v_9 = in[(c_9 * H + y_9) * W + x_9];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            out[i_9] = v_9;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        if (i_10 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int x_10 = i_10 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int r_10 = i_10 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int y_10 = r_10 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int c_10 = r_10 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            float v_10 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            if (x_10 >= 0 && x_10 < W && y_10 >= 0 && y_10 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
                v_10 = in[(c_10 * H + y_10) * W + x_10];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            out[i_10] = v_10;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        if (i_11 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int x_11 = i_11 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int r_11 = i_11 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int y_11 = r_11 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int c_11 = r_11 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            float v_11 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            if (x_11 >= 0 && x_11 < W && y_11 >= 0 && y_11 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
                v_11 = in[(c_11 * H + y_11) * W + x_11];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            out[i_11] = v_11;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        if (i_12 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int x_12 = i_12 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int r_12 = i_12 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int y_12 = r_12 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int c_12 = r_12 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            float v_12 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            if (x_12 >= 0 && x_12 < W && y_12 >= 0 && y_12 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
                v_12 = in[(c_12 * H + y_12) * W + x_12];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            out[i_12] = v_12;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        if (i_13 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int x_13 = i_13 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int r_13 = i_13 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int y_13 = r_13 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int c_13 = r_13 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            float v_13 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            if (x_13 >= 0 && x_13 < W && y_13 >= 0 && y_13 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
                v_13 = in[(c_13 * H + y_13) * W + x_13];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            out[i_13] = v_13;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        if (i_14 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int x_14 = i_14 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int r_14 = i_14 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int y_14 = r_14 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int c_14 = r_14 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            float v_14 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            if (x_14 >= 0 && x_14 < W && y_14 >= 0 && y_14 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
                v_14 = in[(c_14 * H + y_14) * W + x_14];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            out[i_14] = v_14;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
        if (i_15 < C * Hp * Wp) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int x_15 = i_15 % Wp - p;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int r_15 = i_15 / Wp;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int y_15 = r_15 % Hp - p;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            int c_15 = r_15 / Hp;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            float v_15 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            if (x_15 >= 0 && x_15 < W && y_15 >= 0 && y_15 < H)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
                v_15 = in[(c_15 * H + y_15) * W + x_15];
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/pad_copy_zero.cl"
            out[i_15] = v_15;
        }
}
