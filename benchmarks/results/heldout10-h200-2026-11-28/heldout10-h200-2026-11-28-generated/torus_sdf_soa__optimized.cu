extern "C" __global__ void torus_sdf_soa_opt(const float* px, const float* py, const float* pz, float* dist, float major, float minor, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 px_v0;
    float4 py_v1;
    float4 pz_v2;
    float4 dist_v3;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        if (ucond) {
            px_v0 = *(const float4*)&px[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
            float x_m0 = px_v0.x;
            py_v1 = *(const float4*)&py[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
            float y_m0 = py_v1.x;
            pz_v2 = *(const float4*)&pz[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
            float z_m0 = pz_v2.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
            float q_m0 = sqrtf(x_m0 * x_m0 + z_m0 * z_m0) - major;
            dist_v3.x = sqrtf(q_m0 * q_m0 + y_m0 * y_m0) - minor;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
            float x_m1 = px_v0.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
            float y_m1 = py_v1.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
            float z_m1 = pz_v2.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
            float q_m1 = sqrtf(x_m1 * x_m1 + z_m1 * z_m1) - major;
            dist_v3.y = sqrtf(q_m1 * q_m1 + y_m1 * y_m1) - minor;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
            float x_m2 = px_v0.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
            float y_m2 = py_v1.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
            float z_m2 = pz_v2.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
            float q_m2 = sqrtf(x_m2 * x_m2 + z_m2 * z_m2) - major;
            dist_v3.z = sqrtf(q_m2 * q_m2 + y_m2 * y_m2) - minor;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
            float x_m3 = px_v0.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
            float y_m3 = py_v1.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
            float z_m3 = pz_v2.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/torus_sdf_soa.cu"
            float q_m3 = sqrtf(x_m3 * x_m3 + z_m3 * z_m3) - major;
            dist_v3.w = sqrtf(q_m3 * q_m3 + y_m3 * y_m3) - minor;
            *(float4*)(&dist[i_m3] - 3) = dist_v3;
        }
    }
}
