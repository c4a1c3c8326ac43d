extern "C" __global__ void cordic_sincos(const float* theta, const float* atan_tab, float* s, float* c, float gain, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        float z = theta[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        float px = gain;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        float py = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        float f = 1.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        for (int k = 0; k < 24; k++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            float nx;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            float ny;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            if (z >= 0.0f) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                nx = px - py * f;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                ny = py + px * f;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                z = z - atan_tab[k];
            } else {
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                nx = px + py * f;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                ny = py - px * f;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
                z = z + atan_tab[k];
            }
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            px = nx;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            py = ny;
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
            f = f * 0.5f;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        c[i] = px;
#line 27 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cu"
        s[i] = py;
    }
}
