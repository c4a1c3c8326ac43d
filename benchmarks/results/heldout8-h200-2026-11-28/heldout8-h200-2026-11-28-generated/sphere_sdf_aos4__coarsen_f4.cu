extern "C" __global__ void sphere_sdf_aos4_cf4x(const float* spheres, float* dist, float qx, float qy, float qz, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
        float dx_0 = spheres[4 * i_0 + 0] - qx;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
        float dy_0 = spheres[4 * i_0 + 1] - qy;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
        float dz_0 = spheres[4 * i_0 + 2] - qz;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
        float r_0 = spheres[4 * i_0 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
        dist[i_0] = sqrtf(dx_0 * dx_0 + dy_0 * dy_0 + dz_0 * dz_0) - r_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
        float dx_1 = spheres[4 * i_1 + 0] - qx;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
        float dy_1 = spheres[4 * i_1 + 1] - qy;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
        float dz_1 = spheres[4 * i_1 + 2] - qz;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
        float r_1 = spheres[4 * i_1 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
        dist[i_1] = sqrtf(dx_1 * dx_1 + dy_1 * dy_1 + dz_1 * dz_1) - r_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
        float dx_2 = spheres[4 * i_2 + 0] - qx;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
        float dy_2 = spheres[4 * i_2 + 1] - qy;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
        float dz_2 = spheres[4 * i_2 + 2] - qz;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
        float r_2 = spheres[4 * i_2 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
        dist[i_2] = sqrtf(dx_2 * dx_2 + dy_2 * dy_2 + dz_2 * dz_2) - r_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
        float dx_3 = spheres[4 * i_3 + 0] - qx;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
        float dy_3 = spheres[4 * i_3 + 1] - qy;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
        float dz_3 = spheres[4 * i_3 + 2] - qz;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
        float r_3 = spheres[4 * i_3 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cu"
        dist[i_3] = sqrtf(dx_3 * dx_3 + dy_3 * dy_3 + dz_3 * dz_3) - r_3;
    }
}
