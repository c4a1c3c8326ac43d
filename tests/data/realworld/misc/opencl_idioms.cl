// OpenCL idioms: read_mem_fence, get_local_size loops, uint4 vload/vstore, async copies.
#define BLOCK 64

__kernel void reduceLocal(__global const float *in, __global float *out,
                          __local float *scratch, const unsigned int n) {
  unsigned int lid = get_local_id(0);
  unsigned int gid = get_global_id(0);
  float acc = 0.0f;
  for (unsigned int i = gid; i < n; i += get_global_size(0)) acc += in[i];
  scratch[lid] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned int s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (lid < s) scratch[lid] += scratch[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) out[get_group_id(0)] = scratch[0];
}

__kernel void xorVec4(__global const uint *a, __global uint *b, const uint key, const int n4) {
  int i = get_global_id(0);
  if (i >= n4) return;
  uint4 v = vload4(i, a);
  v ^= (uint4)(key);
  v.s0 += v.s3;
  vstore4(v, i, b);
  read_mem_fence(CLK_GLOBAL_MEM_FENCE);
  write_mem_fence(CLK_GLOBAL_MEM_FENCE);
  mem_fence(CLK_LOCAL_MEM_FENCE);
}

__kernel void tiledCopy(__global const float *src, __global float *dst) {
  __local float tile[BLOCK];
  int lid = get_local_id(0);
  for (int k = lid; k < BLOCK; k += get_local_size(0))
    tile[k] = src[get_group_id(0) * BLOCK + k];
  barrier(CLK_LOCAL_MEM_FENCE);
  dst[get_global_id(0)] = tile[BLOCK - 1 - lid] * 2.0f;
}

__kernel void asyncCopy(__global const float *src, __global float *dst) {
  __local float tile[BLOCK];
  event_t e = async_work_group_copy(tile, src + get_group_id(0) * BLOCK, BLOCK, 0);
  wait_group_events(1, &e);
  dst[get_global_id(0)] = tile[get_local_id(0)];
}
