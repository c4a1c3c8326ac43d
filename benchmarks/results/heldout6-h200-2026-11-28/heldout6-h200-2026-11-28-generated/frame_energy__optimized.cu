extern "C" __global__ void frame_energy_opt(const float* x, float* e, int nframes, int flen) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
    int f = blockIdx.x * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
    if (f < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        float s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        if (threadIdx.x != 0u)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        for (int j = 0 + (int)threadIdx.x; j < flen; j += 32) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            float v = x[f * flen + j];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            s += v * v;
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        s += __shfl_xor_sync(4294967295u, s, 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        s += __shfl_xor_sync(4294967295u, s, 8);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        s += __shfl_xor_sync(4294967295u, s, 4);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        s += __shfl_xor_sync(4294967295u, s, 2);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        s += __shfl_xor_sync(4294967295u, s, 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        e[f] = s;
    }
}
