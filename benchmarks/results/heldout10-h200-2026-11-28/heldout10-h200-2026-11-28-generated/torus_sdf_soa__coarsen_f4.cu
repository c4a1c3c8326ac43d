extern "C" __global__ void torus_sdf_soa_cf4x(const float* px, const float* py, const float* pz, float* dist, float major, float minor, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        float x_0 = px[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        float y_0 = py[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        float z_0 = pz[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        float q_0 = sqrtf(x_0 * x_0 + z_0 * z_0) - major;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        dist[i_0] = sqrtf(q_0 * q_0 + y_0 * y_0) - minor;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        float x_1 = px[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        float y_1 = py[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        float z_1 = pz[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        float q_1 = sqrtf(x_1 * x_1 + z_1 * z_1) - major;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        dist[i_1] = sqrtf(q_1 * q_1 + y_1 * y_1) - minor;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        float x_2 = px[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        float y_2 = py[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        float z_2 = pz[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        float q_2 = sqrtf(x_2 * x_2 + z_2 * z_2) - major;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        dist[i_2] = sqrtf(q_2 * q_2 + y_2 * y_2) - minor;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        float x_3 = px[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        float y_3 = py[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        float z_3 = pz[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        float q_3 = sqrtf(x_3 * x_3 + z_3 * z_3) - major;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        dist[i_3] = sqrtf(q_3 * q_3 + y_3 * y_3) - minor;
    }
}
