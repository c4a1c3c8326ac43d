extern "C" __global__ void torus_sdf_soa(const float* px, const float* py, const float* pz, float* dist, float major, float minor, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cl"
        float x = px[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cl"
        float y = py[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cl"
        float z = pz[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cl"
        float q = sqrtf(x * x + z * z) - major;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cl"
        dist[i] = sqrtf(q * q + y * y) - minor;
    }
}
