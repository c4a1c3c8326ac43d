extern "C" __global__ void momentum_to_vel_aos3_opt(const float* px, const float* py, const float* pz, const float* mass, float* vel, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    __shared__ float vel_s[768];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        float m = mass[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel_s[3 * (int)threadIdx.x] = px[i] / m;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel_s[3 * (int)threadIdx.x + 1] = py[i] / m;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel_s[3 * (int)threadIdx.x + 2] = pz[i] / m;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    __syncthreads();
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    int i_own = blockIdx.x * blockDim.x + 0u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    for (int stage_r = 0; stage_r < 3; stage_r++) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        int stage_e = stage_r * 256 + (int)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        if (3ll * (long long)i_own + (long long)stage_e < 3ll * (long long)n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
            vel[(int)blockIdx.x * 768 + stage_e] = vel_s[stage_e];
        }
    }
}
