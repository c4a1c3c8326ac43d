extern "C" __global__ void particle_binning_cf16x_st32(const float* px, const float* py, int* cell, int* count, float inv_cell, int ncell, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        i_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        i_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_2;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        i_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_3;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        i_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_4;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        i_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_5;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        i_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_6;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        i_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_7;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        i_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_8;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        i_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_9;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        i_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_10;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        i_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_11;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        i_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_12;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        i_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_13;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        i_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_14;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        i_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_15;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        i_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        if (i_0 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cx_0 = min((int)(px[i_0] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cy_0 = min((int)(py[i_0] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int c_0 = cy_0 * ncell + cx_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            cell[i_0] = c_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            atomicAdd(&count[c_0], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        if (i_1 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cx_1 = min((int)(px[i_1] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cy_1 = min((int)(py[i_1] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int c_1 = cy_1 * ncell + cx_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            cell[i_1] = c_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            atomicAdd(&count[c_1], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        if (i_2 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cx_2 = min((int)(px[i_2] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cy_2 = min((int)(py[i_2] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int c_2 = cy_2 * ncell + cx_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            cell[i_2] = c_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            atomicAdd(&count[c_2], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        if (i_3 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cx_3 = min((int)(px[i_3] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cy_3 = min((int)(py[i_3] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int c_3 = cy_3 * ncell + cx_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            cell[i_3] = c_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            atomicAdd(&count[c_3], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        if (i_4 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cx_4 = min((int)(px[i_4] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cy_4 = min((int)(py[i_4] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int c_4 = cy_4 * ncell + cx_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            cell[i_4] = c_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            atomicAdd(&count[c_4], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        if (i_5 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cx_5 = min((int)(px[i_5] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cy_5 = min((int)(py[i_5] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int c_5 = cy_5 * ncell + cx_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            cell[i_5] = c_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            atomicAdd(&count[c_5], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        if (i_6 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cx_6 = min((int)(px[i_6] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cy_6 = min((int)(py[i_6] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int c_6 = cy_6 * ncell + cx_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            cell[i_6] = c_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            atomicAdd(&count[c_6], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        if (i_7 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cx_7 = min((int)(px[i_7] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cy_7 = min((int)(py[i_7] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int c_7 = cy_7 * ncell + cx_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            cell[i_7] = c_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            atomicAdd(&count[c_7], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        if (i_8 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cx_8 = min((int)(px[i_8] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cy_8 = min((int)(py[i_8] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int c_8 = cy_8 * ncell + cx_8;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            cell[i_8] = c_8;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            atomicAdd(&count[c_8], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        if (i_9 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cx_9 = min((int)(px[i_9] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cy_9 = min((int)(py[i_9] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int c_9 = cy_9 * ncell + cx_9;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            cell[i_9] = c_9;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            atomicAdd(&count[c_9], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        if (i_10 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cx_10 = min((int)(px[i_10] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cy_10 = min((int)(py[i_10] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int c_10 = cy_10 * ncell + cx_10;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            cell[i_10] = c_10;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            atomicAdd(&count[c_10], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        if (i_11 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cx_11 = min((int)(px[i_11] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cy_11 = min((int)(py[i_11] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int c_11 = cy_11 * ncell + cx_11;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            cell[i_11] = c_11;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            atomicAdd(&count[c_11], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        if (i_12 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cx_12 = min((int)(px[i_12] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cy_12 = min((int)(py[i_12] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int c_12 = cy_12 * ncell + cx_12;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            cell[i_12] = c_12;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            atomicAdd(&count[c_12], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        if (i_13 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cx_13 = min((int)(px[i_13] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cy_13 = min((int)(py[i_13] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int c_13 = cy_13 * ncell + cx_13;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            cell[i_13] = c_13;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            atomicAdd(&count[c_13], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        if (i_14 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cx_14 = min((int)(px[i_14] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cy_14 = min((int)(py[i_14] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int c_14 = cy_14 * ncell + cx_14;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            cell[i_14] = c_14;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            atomicAdd(&count[c_14], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        if (i_15 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cx_15 = min((int)(px[i_15] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cy_15 = min((int)(py[i_15] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int c_15 = cy_15 * ncell + cx_15;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            cell[i_15] = c_15;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            atomicAdd(&count[c_15], 1);
        }
}
