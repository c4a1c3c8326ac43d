extern "C" __global__ void sphere_sdf_aos4_cf8x(const float* spheres, float* dist, float qx, float qy, float qz, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dx_2 = spheres[4 * i_2 + 0] - qx;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dy_2 = spheres[4 * i_2 + 1] - qy;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dz_2 = spheres[4 * i_2 + 2] - qz;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float r_2 = spheres[4 * i_2 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        dist[i_2] = sqrtf(dx_2 * dx_2 + dy_2 * dy_2 + dz_2 * dz_2) - r_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dx_3 = spheres[4 * i_3 + 0] - qx;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dy_3 = spheres[4 * i_3 + 1] - qy;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dz_3 = spheres[4 * i_3 + 2] - qz;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float r_3 = spheres[4 * i_3 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        dist[i_3] = sqrtf(dx_3 * dx_3 + dy_3 * dy_3 + dz_3 * dz_3) - r_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dx_4 = spheres[4 * i_4 + 0] - qx;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dy_4 = spheres[4 * i_4 + 1] - qy;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dz_4 = spheres[4 * i_4 + 2] - qz;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float r_4 = spheres[4 * i_4 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        dist[i_4] = sqrtf(dx_4 * dx_4 + dy_4 * dy_4 + dz_4 * dz_4) - r_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dx_5 = spheres[4 * i_5 + 0] - qx;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dy_5 = spheres[4 * i_5 + 1] - qy;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dz_5 = spheres[4 * i_5 + 2] - qz;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float r_5 = spheres[4 * i_5 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        dist[i_5] = sqrtf(dx_5 * dx_5 + dy_5 * dy_5 + dz_5 * dz_5) - r_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dx_6 = spheres[4 * i_6 + 0] - qx;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dy_6 = spheres[4 * i_6 + 1] - qy;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dz_6 = spheres[4 * i_6 + 2] - qz;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float r_6 = spheres[4 * i_6 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        dist[i_6] = sqrtf(dx_6 * dx_6 + dy_6 * dy_6 + dz_6 * dz_6) - r_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dx_7 = spheres[4 * i_7 + 0] - qx;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dy_7 = spheres[4 * i_7 + 1] - qy;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float dz_7 = spheres[4 * i_7 + 2] - qz;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        float r_7 = spheres[4 * i_7 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        dist[i_7] = sqrtf(dx_7 * dx_7 + dy_7 * dy_7 + dz_7 * dz_7) - r_7;
    }
}
