extern "C" __global__ void frame_energy_cf2x(const float* x, float* e, int nframes, int flen) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
    int f_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
    int f_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
    if (f_0 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
        float s_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
        for (int j_0 = 0; j_0 < flen; j_0++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            float v_0 = x[f_0 * flen + j_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            s_0 += v_0 * v_0;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
        e[f_0] = s_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
    if (f_1 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
        float s_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
        for (int j_1 = 0; j_1 < flen; j_1++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            float v_1 = x[f_1 * flen + j_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            s_1 += v_1 * v_1;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
        e[f_1] = s_1;
    }
}
