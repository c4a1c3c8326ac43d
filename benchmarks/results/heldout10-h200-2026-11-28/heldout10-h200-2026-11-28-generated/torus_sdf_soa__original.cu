extern "C" __global__ void torus_sdf_soa(const float* px, const float* py, const float* pz, float* dist, float major, float minor, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        float x = px[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        float y = py[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        float z = pz[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        float q = sqrtf(x * x + z * z) - major;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        dist[i] = sqrtf(q * q + y * y) - minor;
    }
}
