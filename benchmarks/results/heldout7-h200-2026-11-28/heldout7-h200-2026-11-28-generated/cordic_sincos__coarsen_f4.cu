extern "C" __global__ void cordic_sincos_cf4x(const float* theta, const float* atan_tab, float* s, float* c, float gain, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        float z_0 = theta[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        float px_0 = gain;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        float py_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        float f_0 = 1.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        for (int k_0 = 0; k_0 < 24; k_0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            float nx_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            float ny_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            if (z_0 >= 0.0f) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                nx_0 = px_0 - py_0 * f_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                ny_0 = py_0 + px_0 * f_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                z_0 = z_0 - atan_tab[k_0];
            } else {
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                nx_0 = px_0 + py_0 * f_0;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                ny_0 = py_0 - px_0 * f_0;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                z_0 = z_0 + atan_tab[k_0];
            }
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            px_0 = nx_0;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            py_0 = ny_0;
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            f_0 = f_0 * 0.5f;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        c[i_0] = px_0;
#line 27 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        s[i_0] = py_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        float z_1 = theta[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        float px_1 = gain;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        float py_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        float f_1 = 1.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        for (int k_1 = 0; k_1 < 24; k_1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            float nx_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            float ny_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            if (z_1 >= 0.0f) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                nx_1 = px_1 - py_1 * f_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                ny_1 = py_1 + px_1 * f_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                z_1 = z_1 - atan_tab[k_1];
            } else {
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                nx_1 = px_1 + py_1 * f_1;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                ny_1 = py_1 - px_1 * f_1;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                z_1 = z_1 + atan_tab[k_1];
            }
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            px_1 = nx_1;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            py_1 = ny_1;
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            f_1 = f_1 * 0.5f;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        c[i_1] = px_1;
#line 27 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        s[i_1] = py_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        float z_2 = theta[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        float px_2 = gain;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        float py_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        float f_2 = 1.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        for (int k_2 = 0; k_2 < 24; k_2++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            float nx_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            float ny_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            if (z_2 >= 0.0f) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                nx_2 = px_2 - py_2 * f_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                ny_2 = py_2 + px_2 * f_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                z_2 = z_2 - atan_tab[k_2];
            } else {
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                nx_2 = px_2 + py_2 * f_2;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                ny_2 = py_2 - px_2 * f_2;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                z_2 = z_2 + atan_tab[k_2];
            }
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            px_2 = nx_2;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            py_2 = ny_2;
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            f_2 = f_2 * 0.5f;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        c[i_2] = px_2;
#line 27 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        s[i_2] = py_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        float z_3 = theta[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        float px_3 = gain;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        float py_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        float f_3 = 1.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        for (int k_3 = 0; k_3 < 24; k_3++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            float nx_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            float ny_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            if (z_3 >= 0.0f) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                nx_3 = px_3 - py_3 * f_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                ny_3 = py_3 + px_3 * f_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                z_3 = z_3 - atan_tab[k_3];
            } else {
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                nx_3 = px_3 + py_3 * f_3;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                ny_3 = py_3 - px_3 * f_3;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                z_3 = z_3 + atan_tab[k_3];
            }
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            px_3 = nx_3;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            py_3 = ny_3;
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            f_3 = f_3 * 0.5f;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        c[i_3] = px_3;
#line 27 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        s[i_3] = py_3;
    }
}
