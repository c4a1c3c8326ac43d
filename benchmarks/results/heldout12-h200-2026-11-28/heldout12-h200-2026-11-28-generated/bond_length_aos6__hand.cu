extern "C" __global__ void bond_length_aos6_hand(const float* __restrict__ bonds, float* __restrict__ length, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/hand/bond_length_aos6_hand.cu"
    __shared__ float recs[1584];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/hand/bond_length_aos6_hand.cu"
    int t = threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/hand/bond_length_aos6_hand.cu"
    int first = blockIdx.x * 256;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/hand/bond_length_aos6_hand.cu"
    int count = min(256, n - first);
#line 12 "/work/main/.stage/main/benchmarks/heldout12/hand/bond_length_aos6_hand.cu"
    for (int k = t; k < 6 * count; k += 256)
#line 13 "/work/main/.stage/main/benchmarks/heldout12/hand/bond_length_aos6_hand.cu"
        recs[k + k / 32] = bonds[6 * first + k];
#line 14 "/work/main/.stage/main/benchmarks/heldout12/hand/bond_length_aos6_hand.cu"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout12/hand/bond_length_aos6_hand.cu"
    if (t < count) {
#line 16 "/work/main/.stage/main/benchmarks/heldout12/hand/bond_length_aos6_hand.cu"
        int b = 6 * t;
#line 17 "/work/main/.stage/main/benchmarks/heldout12/hand/bond_length_aos6_hand.cu"
        float dx = recs[b + 3 + (b + 3) / 32] - recs[b + b / 32];
#line 18 "/work/main/.stage/main/benchmarks/heldout12/hand/bond_length_aos6_hand.cu"
        float dy = recs[b + 4 + (b + 4) / 32] - recs[b + 1 + (b + 1) / 32];
#line 19 "/work/main/.stage/main/benchmarks/heldout12/hand/bond_length_aos6_hand.cu"
        float dz = recs[b + 5 + (b + 5) / 32] - recs[b + 2 + (b + 2) / 32];
#line 20 "/work/main/.stage/main/benchmarks/heldout12/hand/bond_length_aos6_hand.cu"
        length[first + t] = sqrtf(dx * dx + dy * dy + dz * dz);
    }
}
