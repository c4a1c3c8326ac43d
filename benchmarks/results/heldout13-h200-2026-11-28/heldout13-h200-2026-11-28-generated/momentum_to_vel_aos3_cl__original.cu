extern "C" __global__ void momentum_to_vel_aos3(const float* px, const float* py, const float* pz, const float* mass, float* vel, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
        float m = mass[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
        vel[3 * i] = px[i] / m;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
        vel[3 * i + 1] = py[i] / m;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/momentum_to_vel_aos3.cl"
        vel[3 * i + 2] = pz[i] / m;
    }
}
