extern "C" __global__ void cordic_sincos_cf4x(const float* theta, const float* atan_tab, float* s, float* c, float gain, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
}
