extern "C" __global__ void particle_binning_cf8x(const float* px, const float* py, int* cell, int* count, float inv_cell, int ncell, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
}
