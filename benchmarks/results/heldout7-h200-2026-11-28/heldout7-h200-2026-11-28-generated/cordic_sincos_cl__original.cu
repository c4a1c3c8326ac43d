extern "C" __global__ void cordic_sincos(const float* theta, const float* atan_tab, float* s, float* c, float gain, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float z = theta[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float px = gain;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float py = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        float f = 1.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        for (int k = 0; k < 24; k++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            float nx;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            float ny;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            if (z >= 0.0f) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                nx = px - py * f;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                ny = py + px * f;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                z = z - atan_tab[k];
            } else {
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                nx = px + py * f;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                ny = py - px * f;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
                z = z + atan_tab[k];
            }
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            px = nx;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            py = ny;
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
            f = f * 0.5f;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        c[i] = px;
#line 27 "/work/main/.stage/main/benchmarks/heldout7/kernels/cordic_sincos.cl"
        s[i] = py;
    }
}
