extern "C" __global__ void particle_binning_cf4x(const float* px, const float* py, int* cell, int* count, float inv_cell, int ncell, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
}
