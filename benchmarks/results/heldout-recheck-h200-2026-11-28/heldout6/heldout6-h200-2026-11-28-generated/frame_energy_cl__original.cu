extern "C" __global__ void frame_energy(const float* x, float* e, int nframes, int flen) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
    int f = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
    if (f < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
        float s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
        for (int j = 0; j < flen; j++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            float v = x[f * flen + j];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            s += v * v;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
        e[f] = s;
    }
}
