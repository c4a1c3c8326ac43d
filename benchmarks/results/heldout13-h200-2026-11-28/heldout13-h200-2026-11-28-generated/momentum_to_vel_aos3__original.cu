extern "C" __global__ void momentum_to_vel_aos3(const float* px, const float* py, const float* pz, const float* mass, float* vel, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        float m = mass[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i] = px[i] / m;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i + 1] = py[i] / m;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cu"
        vel[3 * i + 2] = pz[i] / m;
    }
}
