extern "C" __global__ void frame_energy_cf8x(const float* x, float* e, int nframes, int flen) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
    int f_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
    int f_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
    int f_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
    int f_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
    int f_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
    int f_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
    int f_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
    int f_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
    if (f_0 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        float s_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        for (int j_0 = 0; j_0 < flen; j_0++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            float v_0 = x[f_0 * flen + j_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            s_0 += v_0 * v_0;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        e[f_0] = s_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
    if (f_1 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        float s_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        for (int j_1 = 0; j_1 < flen; j_1++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            float v_1 = x[f_1 * flen + j_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            s_1 += v_1 * v_1;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        e[f_1] = s_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
    if (f_2 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        float s_2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        for (int j_2 = 0; j_2 < flen; j_2++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            float v_2 = x[f_2 * flen + j_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            s_2 += v_2 * v_2;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        e[f_2] = s_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
    if (f_3 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        float s_3 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        for (int j_3 = 0; j_3 < flen; j_3++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            float v_3 = x[f_3 * flen + j_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            s_3 += v_3 * v_3;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        e[f_3] = s_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
    if (f_4 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        float s_4 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        for (int j_4 = 0; j_4 < flen; j_4++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            float v_4 = x[f_4 * flen + j_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            s_4 += v_4 * v_4;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        e[f_4] = s_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
    if (f_5 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        float s_5 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        for (int j_5 = 0; j_5 < flen; j_5++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            float v_5 = x[f_5 * flen + j_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            s_5 += v_5 * v_5;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        e[f_5] = s_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
    if (f_6 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        float s_6 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        for (int j_6 = 0; j_6 < flen; j_6++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            float v_6 = x[f_6 * flen + j_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            s_6 += v_6 * v_6;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        e[f_6] = s_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
    if (f_7 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        float s_7 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        for (int j_7 = 0; j_7 < flen; j_7++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            float v_7 = x[f_7 * flen + j_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            s_7 += v_7 * v_7;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        e[f_7] = s_7;
    }
}
