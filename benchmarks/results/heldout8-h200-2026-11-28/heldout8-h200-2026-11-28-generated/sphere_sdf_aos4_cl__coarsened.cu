extern "C" __global__ void sphere_sdf_aos4_cf16x_st32(const float* spheres, float* dist, float qx, float qy, float qz, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        i_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        i_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        i_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        i_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        i_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        i_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        i_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        i_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        i_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        i_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        i_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        i_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        i_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        i_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        i_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    int i_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        i_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
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
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
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
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        if (i_8 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dx_8 = spheres[4 * i_8 + 0] - qx;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dy_8 = spheres[4 * i_8 + 1] - qy;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dz_8 = spheres[4 * i_8 + 2] - qz;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float r_8 = spheres[4 * i_8 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            dist[i_8] = sqrtf(dx_8 * dx_8 + dy_8 * dy_8 + dz_8 * dz_8) - r_8;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        if (i_9 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dx_9 = spheres[4 * i_9 + 0] - qx;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dy_9 = spheres[4 * i_9 + 1] - qy;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dz_9 = spheres[4 * i_9 + 2] - qz;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float r_9 = spheres[4 * i_9 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            dist[i_9] = sqrtf(dx_9 * dx_9 + dy_9 * dy_9 + dz_9 * dz_9) - r_9;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        if (i_10 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dx_10 = spheres[4 * i_10 + 0] - qx;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dy_10 = spheres[4 * i_10 + 1] - qy;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dz_10 = spheres[4 * i_10 + 2] - qz;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float r_10 = spheres[4 * i_10 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            dist[i_10] = sqrtf(dx_10 * dx_10 + dy_10 * dy_10 + dz_10 * dz_10) - r_10;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        if (i_11 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dx_11 = spheres[4 * i_11 + 0] - qx;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dy_11 = spheres[4 * i_11 + 1] - qy;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dz_11 = spheres[4 * i_11 + 2] - qz;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float r_11 = spheres[4 * i_11 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            dist[i_11] = sqrtf(dx_11 * dx_11 + dy_11 * dy_11 + dz_11 * dz_11) - r_11;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        if (i_12 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dx_12 = spheres[4 * i_12 + 0] - qx;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dy_12 = spheres[4 * i_12 + 1] - qy;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dz_12 = spheres[4 * i_12 + 2] - qz;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float r_12 = spheres[4 * i_12 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            dist[i_12] = sqrtf(dx_12 * dx_12 + dy_12 * dy_12 + dz_12 * dz_12) - r_12;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        if (i_13 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dx_13 = spheres[4 * i_13 + 0] - qx;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dy_13 = spheres[4 * i_13 + 1] - qy;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dz_13 = spheres[4 * i_13 + 2] - qz;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float r_13 = spheres[4 * i_13 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            dist[i_13] = sqrtf(dx_13 * dx_13 + dy_13 * dy_13 + dz_13 * dz_13) - r_13;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        if (i_14 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dx_14 = spheres[4 * i_14 + 0] - qx;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dy_14 = spheres[4 * i_14 + 1] - qy;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dz_14 = spheres[4 * i_14 + 2] - qz;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float r_14 = spheres[4 * i_14 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            dist[i_14] = sqrtf(dx_14 * dx_14 + dy_14 * dy_14 + dz_14 * dz_14) - r_14;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
        if (i_15 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dx_15 = spheres[4 * i_15 + 0] - qx;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dy_15 = spheres[4 * i_15 + 1] - qy;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float dz_15 = spheres[4 * i_15 + 2] - qz;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            float r_15 = spheres[4 * i_15 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sphere_sdf_aos4.cl"
            dist[i_15] = sqrtf(dx_15 * dx_15 + dy_15 * dy_15 + dz_15 * dz_15) - r_15;
        }
}
