extern "C" __global__ void cordic_sincos_cf8x(const float* theta, const float* atan_tab, float* s, float* c, float gain, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float z_0 = theta[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float px_0 = gain;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float py_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float f_0 = 1.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        for (int k_0 = 0; k_0 < 24; k_0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            float nx_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            float ny_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            if (z_0 >= 0.0f) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                nx_0 = px_0 - py_0 * f_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                ny_0 = py_0 + px_0 * f_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                z_0 = z_0 - atan_tab[k_0];
            } else {
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                nx_0 = px_0 + py_0 * f_0;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                ny_0 = py_0 - px_0 * f_0;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                z_0 = z_0 + atan_tab[k_0];
            }
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            px_0 = nx_0;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            py_0 = ny_0;
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            f_0 = f_0 * 0.5f;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        c[i_0] = px_0;
#line 27 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        s[i_0] = py_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float z_1 = theta[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float px_1 = gain;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float py_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float f_1 = 1.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        for (int k_1 = 0; k_1 < 24; k_1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            float nx_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            float ny_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            if (z_1 >= 0.0f) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                nx_1 = px_1 - py_1 * f_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                ny_1 = py_1 + px_1 * f_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                z_1 = z_1 - atan_tab[k_1];
            } else {
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                nx_1 = px_1 + py_1 * f_1;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                ny_1 = py_1 - px_1 * f_1;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                z_1 = z_1 + atan_tab[k_1];
            }
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            px_1 = nx_1;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            py_1 = ny_1;
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            f_1 = f_1 * 0.5f;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        c[i_1] = px_1;
#line 27 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        s[i_1] = py_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float z_2 = theta[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float px_2 = gain;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float py_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float f_2 = 1.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        for (int k_2 = 0; k_2 < 24; k_2++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            float nx_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            float ny_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            if (z_2 >= 0.0f) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                nx_2 = px_2 - py_2 * f_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                ny_2 = py_2 + px_2 * f_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                z_2 = z_2 - atan_tab[k_2];
            } else {
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                nx_2 = px_2 + py_2 * f_2;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                ny_2 = py_2 - px_2 * f_2;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                z_2 = z_2 + atan_tab[k_2];
            }
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            px_2 = nx_2;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            py_2 = ny_2;
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            f_2 = f_2 * 0.5f;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        c[i_2] = px_2;
#line 27 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        s[i_2] = py_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float z_3 = theta[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float px_3 = gain;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float py_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float f_3 = 1.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        for (int k_3 = 0; k_3 < 24; k_3++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            float nx_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            float ny_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            if (z_3 >= 0.0f) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                nx_3 = px_3 - py_3 * f_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                ny_3 = py_3 + px_3 * f_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                z_3 = z_3 - atan_tab[k_3];
            } else {
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                nx_3 = px_3 + py_3 * f_3;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                ny_3 = py_3 - px_3 * f_3;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                z_3 = z_3 + atan_tab[k_3];
            }
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            px_3 = nx_3;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            py_3 = ny_3;
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            f_3 = f_3 * 0.5f;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        c[i_3] = px_3;
#line 27 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        s[i_3] = py_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float z_4 = theta[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float px_4 = gain;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float py_4 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float f_4 = 1.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        for (int k_4 = 0; k_4 < 24; k_4++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            float nx_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            float ny_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            if (z_4 >= 0.0f) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                nx_4 = px_4 - py_4 * f_4;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                ny_4 = py_4 + px_4 * f_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                z_4 = z_4 - atan_tab[k_4];
            } else {
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                nx_4 = px_4 + py_4 * f_4;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                ny_4 = py_4 - px_4 * f_4;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                z_4 = z_4 + atan_tab[k_4];
            }
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            px_4 = nx_4;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            py_4 = ny_4;
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            f_4 = f_4 * 0.5f;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        c[i_4] = px_4;
#line 27 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        s[i_4] = py_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float z_5 = theta[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float px_5 = gain;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float py_5 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float f_5 = 1.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        for (int k_5 = 0; k_5 < 24; k_5++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            float nx_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            float ny_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            if (z_5 >= 0.0f) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                nx_5 = px_5 - py_5 * f_5;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                ny_5 = py_5 + px_5 * f_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                z_5 = z_5 - atan_tab[k_5];
            } else {
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                nx_5 = px_5 + py_5 * f_5;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                ny_5 = py_5 - px_5 * f_5;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                z_5 = z_5 + atan_tab[k_5];
            }
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            px_5 = nx_5;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            py_5 = ny_5;
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            f_5 = f_5 * 0.5f;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        c[i_5] = px_5;
#line 27 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        s[i_5] = py_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float z_6 = theta[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float px_6 = gain;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float py_6 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float f_6 = 1.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        for (int k_6 = 0; k_6 < 24; k_6++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            float nx_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            float ny_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            if (z_6 >= 0.0f) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                nx_6 = px_6 - py_6 * f_6;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                ny_6 = py_6 + px_6 * f_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                z_6 = z_6 - atan_tab[k_6];
            } else {
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                nx_6 = px_6 + py_6 * f_6;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                ny_6 = py_6 - px_6 * f_6;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                z_6 = z_6 + atan_tab[k_6];
            }
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            px_6 = nx_6;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            py_6 = ny_6;
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            f_6 = f_6 * 0.5f;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        c[i_6] = px_6;
#line 27 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        s[i_6] = py_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float z_7 = theta[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float px_7 = gain;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float py_7 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float f_7 = 1.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        for (int k_7 = 0; k_7 < 24; k_7++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            float nx_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            float ny_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            if (z_7 >= 0.0f) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                nx_7 = px_7 - py_7 * f_7;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                ny_7 = py_7 + px_7 * f_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                z_7 = z_7 - atan_tab[k_7];
            } else {
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                nx_7 = px_7 + py_7 * f_7;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                ny_7 = py_7 - px_7 * f_7;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                z_7 = z_7 + atan_tab[k_7];
            }
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            px_7 = nx_7;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            py_7 = ny_7;
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            f_7 = f_7 * 0.5f;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        c[i_7] = px_7;
#line 27 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        s[i_7] = py_7;
    }
}
