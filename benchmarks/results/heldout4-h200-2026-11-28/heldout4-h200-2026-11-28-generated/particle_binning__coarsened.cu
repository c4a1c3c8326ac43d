extern "C" __global__ void particle_binning_cf16x_st32(const float* px, const float* py, int* cell, int* count, float inv_cell, int ncell, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    int i_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    int i_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    int i_2;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    int i_3;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    int i_4;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    int i_5;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    int i_6;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    int i_7;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    int i_8;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    int i_9;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    int i_10;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    int i_11;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    int i_12;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    int i_13;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    int i_14;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    int i_15;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        if (i_0 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cx_0 = min((int)(px[i_0] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cy_0 = min((int)(py[i_0] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int c_0 = cy_0 * ncell + cx_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            cell[i_0] = c_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            atomicAdd(&count[c_0], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        if (i_1 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cx_1 = min((int)(px[i_1] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cy_1 = min((int)(py[i_1] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int c_1 = cy_1 * ncell + cx_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            cell[i_1] = c_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            atomicAdd(&count[c_1], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        if (i_2 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cx_2 = min((int)(px[i_2] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cy_2 = min((int)(py[i_2] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int c_2 = cy_2 * ncell + cx_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            cell[i_2] = c_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            atomicAdd(&count[c_2], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        if (i_3 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cx_3 = min((int)(px[i_3] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cy_3 = min((int)(py[i_3] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int c_3 = cy_3 * ncell + cx_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            cell[i_3] = c_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            atomicAdd(&count[c_3], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        if (i_4 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cx_4 = min((int)(px[i_4] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cy_4 = min((int)(py[i_4] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int c_4 = cy_4 * ncell + cx_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            cell[i_4] = c_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            atomicAdd(&count[c_4], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        if (i_5 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cx_5 = min((int)(px[i_5] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cy_5 = min((int)(py[i_5] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int c_5 = cy_5 * ncell + cx_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            cell[i_5] = c_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            atomicAdd(&count[c_5], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        if (i_6 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cx_6 = min((int)(px[i_6] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cy_6 = min((int)(py[i_6] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int c_6 = cy_6 * ncell + cx_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            cell[i_6] = c_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            atomicAdd(&count[c_6], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        if (i_7 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cx_7 = min((int)(px[i_7] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cy_7 = min((int)(py[i_7] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int c_7 = cy_7 * ncell + cx_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            cell[i_7] = c_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            atomicAdd(&count[c_7], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        if (i_8 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cx_8 = min((int)(px[i_8] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cy_8 = min((int)(py[i_8] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int c_8 = cy_8 * ncell + cx_8;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            cell[i_8] = c_8;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            atomicAdd(&count[c_8], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        if (i_9 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cx_9 = min((int)(px[i_9] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cy_9 = min((int)(py[i_9] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int c_9 = cy_9 * ncell + cx_9;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            cell[i_9] = c_9;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            atomicAdd(&count[c_9], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        if (i_10 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cx_10 = min((int)(px[i_10] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cy_10 = min((int)(py[i_10] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int c_10 = cy_10 * ncell + cx_10;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            cell[i_10] = c_10;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            atomicAdd(&count[c_10], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        if (i_11 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cx_11 = min((int)(px[i_11] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cy_11 = min((int)(py[i_11] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int c_11 = cy_11 * ncell + cx_11;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            cell[i_11] = c_11;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            atomicAdd(&count[c_11], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        if (i_12 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cx_12 = min((int)(px[i_12] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cy_12 = min((int)(py[i_12] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int c_12 = cy_12 * ncell + cx_12;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            cell[i_12] = c_12;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            atomicAdd(&count[c_12], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        if (i_13 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cx_13 = min((int)(px[i_13] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cy_13 = min((int)(py[i_13] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int c_13 = cy_13 * ncell + cx_13;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            cell[i_13] = c_13;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            atomicAdd(&count[c_13], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        if (i_14 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cx_14 = min((int)(px[i_14] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cy_14 = min((int)(py[i_14] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int c_14 = cy_14 * ncell + cx_14;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            cell[i_14] = c_14;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            atomicAdd(&count[c_14], 1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        if (i_15 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cx_15 = min((int)(px[i_15] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int cy_15 = min((int)(py[i_15] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            int c_15 = cy_15 * ncell + cx_15;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            cell[i_15] = c_15;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
            atomicAdd(&count[c_15], 1);
        }
}
