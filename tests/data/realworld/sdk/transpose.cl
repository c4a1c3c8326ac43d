/* Matrix transpose with local memory, padded against bank conflicts (SDK style) */
#define BLOCK_DIM 16

__kernel void transpose(__global float *odata, __global float *idata, int offset, int width, int height, __local float* block)
{
	// read the matrix tile into shared memory
	unsigned int xIndex = get_global_id(0);
	unsigned int yIndex = get_global_id(1);

	if((xIndex + offset < width) && (yIndex < height))
	{
		unsigned int index_in = yIndex * width + xIndex + offset;
		block[get_local_id(1)*(BLOCK_DIM+1)+get_local_id(0)] = idata[index_in];
	}

	barrier(CLK_LOCAL_MEM_FENCE);

	// write the transposed matrix tile to global memory
	xIndex = get_group_id(1) * BLOCK_DIM + get_local_id(0);
	yIndex = get_group_id(0) * BLOCK_DIM + get_local_id(1);
	if((xIndex < height) && (yIndex + offset < width))
    {
		unsigned int index_out = yIndex * height + xIndex;
		odata[index_out] = block[get_local_id(0)*(BLOCK_DIM+1)+get_local_id(1)];
	}
}

__kernel void vec4_scale(__global float4 *data, const float s, const uint n4)
{
	uint i = get_global_id(0);
	if (i < n4) {
		float4 v = vload4(i, (__global float *)data);
		v.xy = v.xy * s;
		v.s23 = v.s23 * s;
		vstore4(v, i, (__global float *)data);
	}
}
