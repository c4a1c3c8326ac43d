extern "C" __global__ void frame_energy_cf4x(const float* x, float* e, int nframes, int flen) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
    int f_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
    int f_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
    int f_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
    int f_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
    if (f_2 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
        float s_2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
        for (int j_2 = 0; j_2 < flen; j_2++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            float v_2 = x[f_2 * flen + j_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            s_2 += v_2 * v_2;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
        e[f_2] = s_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
    if (f_3 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
        float s_3 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
        for (int j_3 = 0; j_3 < flen; j_3++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            float v_3 = x[f_3 * flen + j_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            s_3 += v_3 * v_3;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
        e[f_3] = s_3;
    }
}
