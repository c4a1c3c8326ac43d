extern "C" __global__ void sphere_sdf_aos4_cf2x(const float* spheres, float* dist, float qx, float qy, float qz, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dx_0 = spheres[4 * i_0 + 0] - qx;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dy_0 = spheres[4 * i_0 + 1] - qy;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dz_0 = spheres[4 * i_0 + 2] - qz;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float r_0 = spheres[4 * i_0 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        dist[i_0] = sqrtf(dx_0 * dx_0 + dy_0 * dy_0 + dz_0 * dz_0) - r_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dx_1 = spheres[4 * i_1 + 0] - qx;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dy_1 = spheres[4 * i_1 + 1] - qy;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dz_1 = spheres[4 * i_1 + 2] - qz;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float r_1 = spheres[4 * i_1 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        dist[i_1] = sqrtf(dx_1 * dx_1 + dy_1 * dy_1 + dz_1 * dz_1) - r_1;
    }
}
