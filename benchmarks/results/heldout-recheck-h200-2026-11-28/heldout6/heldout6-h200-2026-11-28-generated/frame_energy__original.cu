extern "C" __global__ void frame_energy(const float* x, float* e, int nframes, int flen) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
    int f = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
    if (f < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        float s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        for (int j = 0; j < flen; j++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            float v = x[f * flen + j];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            s += v * v;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        e[f] = s;
    }
}
